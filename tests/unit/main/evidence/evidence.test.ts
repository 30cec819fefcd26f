// The handover evidence pack from the command line: export over a data directory where the CLI has
// worked (a batch against the reference site, a profile with a token, a license activated against
// the reference authorization service, a route parity check, a document with secrets), verify,
// tamper, and no secret in any file of the pack.
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { licenseCommand } from '../../../../main/cli/commands/license';
import { batchCommand } from '../../../../main/cli/commands/batch';
import { evidenceCommand } from '../../../../main/cli/commands/evidence';
import { SIGNING_KEY_SECRET } from '../../../../main/evidence/signing-key';
import { openSecretStore, type SecretStore } from '../../../../main/secrets';
import { HttpClient } from '../../../../main/http/client';
import { SITE_CALL_LOG_FILE, SiteCallLog } from '../../../../main/site/call-log';
import { keepParityResult, routeParity } from '../../../../main/site/parity';
import { SiteProfileStore } from '../../../../main/site/profiles';
import { SiteClient } from '../../../../main/site/site-client';
import type { AuthStatusRecord } from '../../../../main/auth/status-record';
import { findTemplate } from '../../../../shared/config';
import type { RunningSite } from '../../../../sim/index';
import { SMALL_SITE, startTestSite } from '../../sim/site-helpers';

const SECRETS = {
  token: 'tok-EVIDENCE-7781-secret',
  tenantKey: 'tenant-EVIDENCE-5678',
  sn: 'SN-EVIDENCE-9012',
  licenseKey: 'LIC-EVIDENCE-3456',
};

let site: RunningSite;
let secrets: SecretStore;
const dir = mkdtempSync(join(tmpdir(), 'site-console-evidence-'));
const dataDir = join(dir, 'data');
const pack = join(dir, 'pack.zip');

async function run(command: (args: string[]) => Promise<number>, args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  const code = await command(args);
  vi.restoreAllMocks();
  return { code, out };
}

beforeAll(async () => {
  const license = { licenseKey: SECRETS.licenseKey, tenantKey: SECRETS.tenantKey, features: [{ id: 1001, name: 'VisitorElevatorAccess' }] };
  site = await startTestSite({ data: { ...SMALL_SITE, licenses: [license] } });
  mkdirSync(dataDir, { recursive: true });
  vi.stubEnv('SITE_CONSOLE_DATA_DIR', dataDir);
  secrets = await openSecretStore({ dataDir });
  const withToken = { ...site.profile, auth: { type: 'bearer', token: SECRETS.token } };
  await new SiteProfileStore(dataDir, async () => secrets).save(null, withToken);
  const profileFile = join(dir, 'profile.json');
  writeFileSync(profileFile, JSON.stringify(withToken));
  const batch = join(dir, 'visitors.csv');
  writeFileSync(batch, 'visitorId,floorIds\nV1,A-02\nV9,A-02\n');
  expect((await run(batchCommand, ['--batch', batch, '--profile', profileFile])).code).toBe(1);
  // A license activated by `site-console license` against the reference authorization service: the
  // key goes to the secrets store, the activation and the status with its pre-flight to disk.
  const licenseDocument = structuredClone(findTemplate('selfhosted', 'wharf').document);
  licenseDocument.selfhosted = { baseUrl: site.authorizationBaseUrl, tenantKey: SECRETS.tenantKey };
  writeFileSync(join(dir, 'license-document.json'), JSON.stringify(licenseDocument));
  writeFileSync(join(dir, 'license-key.txt'), SECRETS.licenseKey, { mode: 0o600 });
  const activated = await run(licenseCommand, [
    'activate',
    '--config',
    join(dir, 'license-document.json'),
    '--key-file',
    join(dir, 'license-key.txt'),
    '--state-dir',
    dataDir,
  ]);
  expect(activated.code, activated.out).toBe(0);
  // A route parity check as the Route parity view runs and keeps it.
  const http = new HttpClient();
  const report = await routeParity(new SiteClient(http, new SiteCallLog(dataDir)), withToken as typeof site.profile, 'P1', {
    visitorId: 'V1',
    floorIds: ['A-02'],
  });
  await keepParityResult(dataDir, {
    ranAt: new Date().toISOString(),
    profileName: site.profile.name,
    personId: 'P1',
    visitorId: 'V1',
    floorIds: ['A-02'],
    report,
  });
  await http.close();
  // A secret that slipped into a log must still not leave in a pack.
  appendFileSync(join(dataDir, SITE_CALL_LOG_FILE), `${JSON.stringify({ note: `pasted ${SECRETS.licenseKey} by mistake` })}\n`);
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({
      schemaVersion: 1,
      provider: 'selfhosted',
      scenario: 'wharf',
      selfhosted: { baseUrl: 'https://auth.example.net', tenantKey: SECRETS.tenantKey },
      licensevendor: { sn: SECRETS.sn },
      features: {},
    }),
  );
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await site.close();
});

afterEach(() => vi.restoreAllMocks());

const filesOf = (path: string): Record<string, Uint8Array> => unzipSync(readFileSync(path));

function rezip(entries: Record<string, Uint8Array>, name: string): string {
  const path = join(dir, name);
  writeFileSync(path, zipSync(entries));
  return path;
}

describe('evidence export and verify', () => {
  it('writes a signed pack with every part, no secret in any file, and verify says intact (exit 0)', async () => {
    // An offline activation's state and receipt, as main/auth/offline-activation.ts keeps them.
    const offline = {
      version: 1,
      documents: { 'sha256-of-the-document': { state: 'applied', requestCode: 'LVREQ1:00ff', receipt: 'LVRCPT1:00ff' } },
    };
    mkdirSync(join(dataDir, 'auth'), { recursive: true });
    writeFileSync(join(dataDir, 'auth', 'offline-activation.json'), JSON.stringify(offline));
    const exported = await run(evidenceCommand, ['export', '--out', pack, '--config', join(dir, 'config.json'), '--json']);
    expect(exported.code).toBe(0);
    const { fingerprint } = JSON.parse(exported.out);
    expect(fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
    const files = filesOf(pack);
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'manifest.sig',
        'console.json',
        'site/profile.json',
        'config/configuration.json',
        'license/activations.json',
        'license/status.json',
        'license/offline-activation.json',
        'parity.json',
        `site/calls/${SITE_CALL_LOG_FILE}`,
      ]),
    );
    const text = (name: string): string => Buffer.from(files[name] as Uint8Array).toString('utf8');
    const license = JSON.parse(text('license/status.json')) as AuthStatusRecord;
    expect(license.status).toMatchObject({
      state: 'activated',
      provider: 'selfhosted',
      tenantKeyConfigured: true,
      activation: { source: 'license-key' },
    });
    expect(license.status.preflight.length).toBeGreaterThan(0);
    expect(license.status.preflight.every((step) => step.verdict === 'pass')).toBe(true);
    const parity = JSON.parse(text('parity.json'));
    expect(parity).toMatchObject({ personId: 'P1', visitorId: 'V1' });
    expect(parity.report.checks.map((c: { operation: string; identical: boolean }) => [c.operation, c.identical])).toEqual([
      ['personDetail', true],
      ['addVisitor', true],
    ]);
    expect(JSON.parse(text('console.json')).absent).toEqual([]);
    expect(names.some((n) => /^batches\/.*\.results\.json$/.test(n))).toBe(true);
    expect(names.some((n) => /^batches\/.*\.journal\.jsonl$/.test(n))).toBe(true);
    const privateKey = (await secrets.get(SIGNING_KEY_SECRET)) ?? '';
    const privateBody = privateKey.split('\n')[1] ?? 'missing';
    for (const [name, bytes] of Object.entries(files)) {
      const text = Buffer.from(bytes).toString('utf8');
      for (const secret of [...Object.values(SECRETS), privateBody]) expect(text, `${secret} in ${name}`).not.toContain(secret);
    }
    expect(Buffer.from(files['config/configuration.json'] as Uint8Array).toString()).toContain('"tenantKey": "[removed]"');
    expect(Buffer.from(files['site/calls/site-calls.jsonl'] as Uint8Array).toString()).toContain('V9');
    const manifest = JSON.parse(Buffer.from(files['manifest.json'] as Uint8Array).toString());
    expect(manifest.fingerprint).toBe(fingerprint);
    expect(manifest.files.map((f: { path: string }) => f.path).sort()).toEqual(names.filter((n) => !n.startsWith('manifest.')).sort());

    const verified = await run(evidenceCommand, ['verify', pack]);
    expect(verified.code).toBe(0);
    expect(verified.out).toContain(`intact: evidence pack of ${manifest.createdAt}, signed by this installation's key ${fingerprint}`);
    // One key per installation: a second pack is signed by the same key.
    const again = await run(evidenceCommand, ['export', '--out', join(dir, 'again.zip'), '--json']);
    expect(JSON.parse(again.out).fingerprint).toBe(fingerprint);
  });

  it('names the file when one byte of it changed, and what was added or removed (exit 1)', async () => {
    const entries = filesOf(pack);
    const config = entries['config/configuration.json'] as Uint8Array;
    config[10] = (config[10] as number) ^ 1;
    const tampered = await run(evidenceCommand, ['verify', rezip(entries, 'tampered.zip')]);
    expect(tampered.code).toBe(1);
    expect(tampered.out).toContain('changed: config/configuration.json');
    expect(tampered.out).not.toContain('changed: console.json');

    const more = filesOf(pack);
    delete more['console.json'];
    more['extra.txt'] = strToU8('added later');
    const { code, out } = await run(evidenceCommand, ['verify', rezip(more, 'more.zip'), '--json']);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ status: 'changed', added: ['extra.txt'], removed: ['console.json'], signatureValid: true });

    // The hostile colleague: a failed batch record made to read as granted, the manifest re-hashed.
    const forged = filesOf(pack);
    const manifest = JSON.parse(Buffer.from(forged['manifest.json'] as Uint8Array).toString());
    const resultsName = Object.keys(forged).find((n) => n.endsWith('.results.json')) as string;
    const results = JSON.parse(Buffer.from(forged[resultsName] as Uint8Array).toString());
    expect(results).toMatchObject({ ok: false, failed: 1 });
    forged[resultsName] = strToU8(JSON.stringify({ ...results, ok: true, failed: 0 }));
    manifest.files = manifest.files.map((f: { path: string }) =>
      f.path === resultsName
        ? {
            ...f,
            size: (forged[resultsName] as Uint8Array).length,
            sha256: createHash('sha256')
              .update(forged[resultsName] as Uint8Array)
              .digest('hex'),
          }
        : f,
    );
    // Signed with another key but the manifest still names the engineer's: the signature does not hold.
    const other = generateKeyPairSync('ed25519');
    forged['manifest.json'] = strToU8(JSON.stringify(manifest));
    forged['manifest.sig'] = strToU8(sign(null, forged['manifest.json'] as Uint8Array, other.privateKey).toString('base64'));
    const badSignature = await run(evidenceCommand, ['verify', rezip(forged, 'forged.zip')]);
    expect(badSignature.code).toBe(1);
    expect(badSignature.out).toContain('the signature of manifest.json does not hold');
    // Re-signed with the other key, its public key and fingerprint put in the manifest: intact as
    // files go, but not signed by anyone this console knows (exit 4), never the trusted words.
    const otherPublic = other.publicKey.export({ type: 'spki', format: 'der' });
    const otherFingerprint = `sha256:${createHash('sha256').update(otherPublic).digest('hex')}`;
    const resignedManifest = strToU8(
      JSON.stringify({ ...manifest, publicKey: otherPublic.toString('base64'), fingerprint: otherFingerprint }),
    );
    forged['manifest.json'] = resignedManifest;
    forged['manifest.sig'] = strToU8(sign(null, resignedManifest, other.privateKey).toString('base64'));
    const resigned = await run(evidenceCommand, ['verify', rezip(forged, 'resigned.zip')]);
    expect(resigned.code).toBe(4);
    expect(resigned.out).toContain(
      `intact, UNKNOWN SIGNER: evidence pack of ${manifest.createdAt}, signed by a key this console does not know: ${otherFingerprint}`,
    );
    expect(resigned.out).not.toMatch(/^intact:/m);
  });
  it('takes the site profile the command line worked with (--profile), its token left out and scrubbed', async () => {
    const cliProfile = join(dir, 'cli-profile.json');
    const token = 'tok-CLI-PROFILE-4242-secret';
    const passphrase = 'pp-CLI-PROFILE-P12-9898';
    writeFileSync(
      cliProfile,
      JSON.stringify({
        ...site.profile,
        name: 'Tower B (from the CLI)',
        auth: { type: 'bearer', token },
        tls: { clientCertificate: { type: 'pkcs12', file: join(dir, 'client.p12'), passphrase } },
      }),
    );
    // The token and the passphrase echoed into the log must not leave either.
    appendFileSync(join(dataDir, SITE_CALL_LOG_FILE), `${JSON.stringify({ note: `echoed ${token} and ${passphrase}` })}\n`);
    const out = join(dir, 'cli-profile-pack.zip');
    const exported = await run(evidenceCommand, ['export', '--out', out, '--profile', cliProfile, '--json']);
    expect(exported.code, exported.out).toBe(0);
    const files = filesOf(out);
    const profile = JSON.parse(Buffer.from(files['site/profile.json'] as Uint8Array).toString());
    expect(profile).toMatchObject({ name: 'Tower B (from the CLI)', auth: { type: 'bearer' } });
    expect(JSON.parse(Buffer.from(files['site/profile-secrets-left-out.json'] as Uint8Array).toString())).toEqual([
      'auth.token',
      'tls.clientCertificate.passphrase',
    ]);
    for (const [name, bytes] of Object.entries(files)) {
      expect(Buffer.from(bytes).toString('utf8'), name).not.toContain(token);
      expect(Buffer.from(bytes).toString('utf8'), name).not.toContain(passphrase);
    }
    // A profile file that is not one is a usage error, nothing written.
    writeFileSync(join(dir, 'not-a-profile.json'), '{}');
    expect(
      (await run(evidenceCommand, ['export', '--out', join(dir, 'never.zip'), '--profile', join(dir, 'not-a-profile.json')])).code,
    ).toBe(2);
    expect(existsSync(join(dir, 'never.zip'))).toBe(false);
  });

  it('says when a file is not an evidence pack (exit 2)', async () => {
    writeFileSync(join(dir, 'plain.zip'), 'not a zip at all');
    const plain = await run(evidenceCommand, ['verify', join(dir, 'plain.zip')]);
    expect(plain.code).toBe(2);
    expect(plain.out).toContain('not an evidence pack');
    expect((await run(evidenceCommand, ['verify', rezip({ 'a.txt': strToU8('a') }, 'other.zip')])).code).toBe(2);
    expect((await run(evidenceCommand, ['verify'])).code).toBe(2);
    expect((await run(evidenceCommand, ['export'])).code).toBe(2);
  });
});
