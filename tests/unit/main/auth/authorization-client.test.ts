// The client's own logic (validation, mapping, scenarios, persistence, serial calls) over a small
// backend written in the test; the selfhosted backend against the reference service has its own tests.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findTemplate } from '../../../../shared/config';
import { ConsoleError } from '../../../../shared/errors';
import { AuthorizationClient } from '../../../../main/auth/authorization-client';
import { AUTH_STATUS_FILE, type AuthStatusRecord } from '../../../../main/auth/status-record';
import { MemorySecrets } from './memory-secrets';
import type { AuthorizationBackend, BackendContext, BackendFeatureAnswer, FeatureRef } from '../../../../main/auth/backend';

/** A licensing system in memory: keys → licensed feature ids/names; records every call. */
class RecordingBackend implements AuthorizationBackend {
  readonly provider = 'selfhosted' as const;
  readonly calls: { op: string; args: unknown }[] = [];
  active = false;
  closed = false;
  constructor(
    readonly context: BackendContext,
    readonly licenses: Record<string, { ids: number[]; names: string[]; expired?: boolean }>,
  ) {}
  async open() {
    this.calls.push({ op: 'open', args: null });
    return null;
  }
  async activate(licenseKey: string) {
    this.calls.push({ op: 'activate', args: licenseKey });
    if (!this.licenses[licenseKey]) throw new ConsoleError('license', 'LICENSE_KEY_UNKNOWN', 'unknown key');
    this.key = licenseKey;
    this.active = true;
    return { expiresAt: '2099-01-01T00:00:00.000Z', data: { activationId: `A-${Object.keys(this.licenses).indexOf(licenseKey)}` } };
  }
  key = '';
  async restore(licenseKey: string, kept: { expiresAt: string | null; data: Record<string, unknown> }) {
    this.calls.push({ op: 'restore', args: { licenseKey, kept } });
    if (!this.licenses[licenseKey]) throw new ConsoleError('license', 'LICENSE_KEY_UNKNOWN', 'unknown key');
    this.key = licenseKey;
    this.active = true;
    return { expiresAt: kept.expiresAt, data: { activationId: `A-${Object.keys(this.licenses).indexOf(licenseKey)}` } };
  }
  async checkFeature(feature: FeatureRef): Promise<BackendFeatureAnswer> {
    this.calls.push({ op: 'checkFeature', args: feature });
    const license = this.licenses[this.key];
    if (!license) return { reason: 'not-activated' };
    if (feature.id === 666)
      throw new ConsoleError('network', 'HTTP_REFUSED', 'refused', { host: '127.0.0.1', method: 'POST', url: 'http://127.0.0.1:9/' });
    if (license.expired) return { reason: 'expired', expiresAt: '2020-01-01T00:00:00.000Z' };
    const hit =
      (feature.id !== null && license.ids.includes(feature.id)) || (feature.name !== null && license.names.includes(feature.name));
    return { reason: hit ? 'licensed' : 'not-licensed' };
  }
  async close() {
    this.closed = true;
  }
}

let dataDir: string;
let secrets: MemorySecrets;
let backends: RecordingBackend[];
const licenses = { 'KEY-ALL': { ids: [1001, 1002], names: ['FloorAssignment'] }, 'KEY-OLD': { ids: [1001], names: [], expired: true } };

function client(): AuthorizationClient {
  return new AuthorizationClient({
    dataDir,
    secrets: async () => secrets,
    backends: {
      selfhosted: (context) => {
        const b = new RecordingBackend(context, licenses);
        backends.push(b);
        return b;
      },
    },
  });
}

const documentText = (scenario: 'wharf' | 'school' | 'floating', change: (d: Record<string, unknown>) => void = () => {}): string => {
  const doc = structuredClone(findTemplate('selfhosted', scenario).document) as unknown as Record<string, unknown>;
  change(doc);
  return JSON.stringify(doc, null, 2);
};

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'auth-client-'));
  secrets = new MemorySecrets();
  backends = [];
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('AuthorizationClient', () => {
  it('refuses an invalid document with its findings and creates no backend', async () => {
    const c = client();
    const err = await c.initialize('{"schemaVersion": 2, "provider": "selfhosted"}').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConsoleError);
    expect((err as ConsoleError).code).toBe('AUTH_CONFIG_INVALID');
    expect(((err as ConsoleError).details?.errors as unknown[]).length).toBeGreaterThan(0);
    expect(backends).toHaveLength(0);
    expect((await c.status()).state).toBe('uninitialized');
  });

  it('refuses a provider this console has no backend for', async () => {
    const c = client();
    const text = JSON.stringify(findTemplate('licensevendor', 'wharf').document);
    await expect(c.initialize(text)).rejects.toMatchObject({ code: 'AUTH_PROVIDER_UNAVAILABLE', category: 'usage' });
  });

  it('answers every reason of hasFeature', async () => {
    const c = client();
    await c.initialize(
      documentText('wharf', (d) => {
        (d.features as Record<string, unknown>)['empty.entry'] = {};
        (d.features as Record<string, unknown>)['broken.backend'] = { vendorFeatureId: 666 };
        (d.features as Record<string, unknown>)['not.sold'] = { vendorFeatureId: 4242 };
      }),
    );
    expect(await c.hasFeature('visitor.elevator')).toMatchObject({ licensed: false, reason: 'not-activated' });
    expect(await c.hasFeature('no.such.key')).toMatchObject({
      licensed: false,
      reason: 'not-mapped',
      vendorFeatureId: null,
      vendorFeatureName: null,
    });
    expect(await c.hasFeature('empty.entry')).toMatchObject({ reason: 'not-mapped' });
    await c.activate('  KEY-ALL \n');
    const answers = await c.hasFeatures(['visitor.elevator', 'person.detail', 'floor.assign', 'not.sold', 'broken.backend', 'no.such.key']);
    expect(answers.map((a) => [a.key, a.reason])).toEqual([
      ['visitor.elevator', 'licensed'],
      ['person.detail', 'licensed'],
      ['floor.assign', 'licensed'],
      ['not.sold', 'not-licensed'],
      ['broken.backend', 'backend-error'],
      ['no.such.key', 'not-mapped'],
    ]);
    expect(answers[4]?.error).toMatchObject({ category: 'network', code: 'HTTP_REFUSED' });
    expect(answers[2]).toMatchObject({ vendorFeatureId: null, vendorFeatureName: 'FloorAssignment', licensed: true });
    // The key was passed trimmed.
    expect(backends[0]?.calls.find((x) => x.op === 'activate')?.args).toBe('KEY-ALL');
  });

  it('keeps its latest status, pre-flight included, for the evidence pack: after initialize, a refused and a good activation, and pre-flight', async () => {
    const kept = async (): Promise<AuthStatusRecord> =>
      JSON.parse(await readFile(join(dataDir, AUTH_STATUS_FILE), 'utf8')) as AuthStatusRecord;
    const c = client();
    await c.initialize(documentText('wharf'));
    expect((await kept()).status).toEqual(await c.status());
    await expect(c.activate('KEY-NOBODY')).rejects.toMatchObject({ code: 'LICENSE_KEY_UNKNOWN' });
    expect((await kept()).status).toMatchObject({ state: 'initialized', lastError: { code: 'LICENSE_KEY_UNKNOWN' } });
    await c.activate('KEY-ALL');
    const record = await kept();
    expect(record.status).toMatchObject({ state: 'activated', lastError: null });
    expect(Date.parse(record.recordedAt)).not.toBeNaN();
    // The key itself is in the secrets store only.
    expect(await readFile(join(dataDir, AUTH_STATUS_FILE), 'utf8')).not.toContain('KEY-ALL');
    await c.preflight();
    expect((await kept()).status).toEqual(await c.status());
  });

  it('reports an expired license as expired', async () => {
    const c = client();
    await c.initialize(documentText('wharf'));
    await c.activate('KEY-OLD');
    expect(await c.hasFeature('visitor.elevator')).toMatchObject({
      licensed: false,
      reason: 'expired',
      expiresAt: '2020-01-01T00:00:00.000Z',
    });
  });

  it('never hands school facts to the backend', async () => {
    const c = client();
    const status = await c.initialize(documentText('school'));
    expect(status.scenarioFacts).toEqual({ scenario: 'school', edgeDeviceId: 'edge-gate-01', tenantId: 'campus-north' });
    const seen = JSON.stringify(backends[0]?.context.config);
    expect(seen).not.toContain('edge-gate-01');
    expect(seen).not.toContain('campus-north');
  });

  it('keeps the activation across a restart: record in the data directory, key only in the secrets store', async () => {
    const first = client();
    await first.initialize(documentText('floating'));
    const activated = await first.activate('KEY-ALL');
    expect(activated.state).toBe('activated');
    expect(activated.activation).toMatchObject({ source: 'license-key', restored: false });
    await first.dispose();
    expect(backends[0]?.closed).toBe(true);

    const onDisk = await readFile(join(dataDir, 'auth', 'activations.json'), 'utf8');
    expect(onDisk).not.toContain('KEY-ALL');
    expect([...secrets.values.values()]).toContain('KEY-ALL');

    const second = client();
    const status = await second.initialize(documentText('floating'));
    expect(status.state).toBe('activated');
    expect(status.activation).toMatchObject({ restored: true, keyFingerprint: activated.activation?.keyFingerprint });
    expect(await second.hasFeature('visitor.elevator')).toMatchObject({ licensed: true });
  });

  it('binds the kept activation to the project: another projectId starts unactivated', async () => {
    const first = client();
    await first.initialize(documentText('floating'));
    await first.activate('KEY-ALL');
    const other = client();
    const status = await other.initialize(
      documentText('floating', (d) => ((d.floating as Record<string, unknown>).projectId = 'PRJ-OTHER')),
    );
    expect(status.state).toBe('initialized');
  });

  it('says not initialized before initialize', async () => {
    await expect(client().hasFeature('x')).rejects.toMatchObject({ code: 'AUTH_NOT_INITIALIZED' });
  });

  it('refuses a blank key', async () => {
    const c = client();
    await c.initialize(documentText('wharf'));
    await expect(c.activate('   ')).rejects.toMatchObject({ code: 'AUTH_LICENSE_KEY_EMPTY' });
  });
});

describe('what the status shows of the backend address', () => {
  it('hides a lic:// source of the vendor, which may be a license string itself', async () => {
    const c = new AuthorizationClient({
      dataDir,
      secrets: async () => secrets,
      backends: {
        licensevendor: () => ({
          provider: 'licensevendor',
          open: async () => null,
          activate: async () => ({ expiresAt: null, data: {} }),
          restore: async () => ({ expiresAt: null, data: {} }),
          checkFeature: async () => ({ reason: 'licensed' }),
          close: async () => {},
        }),
      },
    });
    const doc = structuredClone(findTemplate('licensevendor', 'wharf').document);
    doc.licensevendor = { url: 'bit://192.0.2.10:8273,lic://AAAA-SECRET-LICENSE-BBBB' };
    const status = await c.initialize(JSON.stringify(doc));
    expect(status.endpoint).toBe('bit://192.0.2.10:8273,lic://[hidden]');
    await c.dispose();
  });
});
