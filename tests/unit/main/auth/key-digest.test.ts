// No unkeyed hash of the license key or of the tenant key leaves the laptop's secrets store: an
// unkeyed SHA-256 prefix of a `PREFIX-REGION-TIER-YEAR` key gave the key away in 100 guesses
// (issue 31, F11). The built command line activates a key against the reference authorization
// service, shows the status, exports the evidence pack and writes the handover report; then every
// file of the data directory, every entry of the pack and the report are searched for SHA-256
// prefixes of the key and the tenant key (and the unkeyed anchor made from the tenant key's). The
// customer's report shows no more of the key than its last 4 characters. Records an older console
// kept with the unkeyed forms still load: keyed on open, or dropped when their key is gone.
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate, type ConfigDocument } from '../../../../shared/config';
import { ConsoleError } from '../../../../shared/errors';
import { AuthorizationClient } from '../../../../main/auth/authorization-client';
import { licenseKeySecretName, unkeyedActivationAnchor } from '../../../../main/auth/activation-store';
import type { AuthorizationBackend } from '../../../../main/auth/backend';
import { DEMO_LICENSES } from '../../../../sim/demo-licenses';
import { createAuthorizationService, type AuthorizationService } from '../../../../sim/services/authorization';
import { MemorySecrets } from './memory-secrets';
import { checkedCliOutput } from '../../shared/api/cli-output-check';

const root = join(import.meta.dirname, '../../../..');
const KEY = 'DEMO-NORTH-FULL-2099';
const TENANT = 'site-north';
const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
let service: AuthorizationService;
let dir: string;

beforeAll(async () => {
  service = createAuthorizationService({ licenses: DEMO_LICENSES });
  await service.listen('127.0.0.1', 0);
  dir = mkdtempSync(join(tmpdir(), 'site-console-key-digest-'));
});
afterAll(async () => {
  await service.close();
});

/** The built command line over one data directory (bin/site-console.js runs dist/cli). */
const cli = (dataDir: string, args: string[]) =>
  promisify(execFile)(process.execPath, ['bin/site-console.js', ...args], {
    cwd: root,
    env: { ...process.env, SITE_CONSOLE_DATA_DIR: dataDir, SITE_CONSOLE_SECRETS_PASSPHRASE: 'key digest passphrase' },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** Every file under a directory, by path, as text. */
function filesUnder(folder: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) for (const [p, text] of filesUnder(path)) out.set(p, text);
    else out.set(path, readFileSync(path, 'latin1'));
  }
  return out;
}

/** The unkeyed forms a guess could be checked against: prefixes of SHA-256 of the key and the tenant key, and the unkeyed anchor. */
function unkeyedForms(doc: ConfigDocument): string[] {
  return [sha256(KEY).slice(0, 8), sha256(TENANT).slice(0, 8), unkeyedActivationAnchor(doc).slice(0, 8)];
}

describe('the license key and tenant key, as they leave the laptop', () => {
  it('are never an unkeyed hash in activations.json, the console log, the evidence pack or the report; the report shows the last 4 characters at most', async () => {
    const dataDir = join(dir, 'data');
    const doc = structuredClone(findTemplate('selfhosted', 'wharf').document);
    doc.selfhosted = { baseUrl: service.baseUrl, tenantKey: TENANT };
    const config = join(dir, 'config.json');
    writeFileSync(config, JSON.stringify(doc, null, 2));
    const keyFile = join(dir, 'license-key.txt');
    writeFileSync(keyFile, `${KEY}\n`, { mode: 0o600 });

    const activated = await cli(dataDir, [
      'license',
      'activate',
      '--config',
      config,
      '--key-file',
      keyFile,
      '--state-dir',
      dataDir,
      '--json',
    ]);
    expect(activated.code, activated.stderr).toBe(0);
    const fingerprint = checkedCliOutput('license', activated.stdout).status.activation.keyFingerprint as string;
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    // The next process restores it by the keyed anchor and fingerprint.
    const status = await cli(dataDir, ['license', 'status', '--config', config, '--state-dir', dataDir, '--json']);
    expect(status.code, status.stderr).toBe(0);
    expect(checkedCliOutput('license', status.stdout).status.activation).toMatchObject({
      restored: true,
      keyFingerprint: fingerprint,
      keyEnding: '2099',
    });

    const pack = join(dir, 'pack.zip');
    const exported = await cli(dataDir, ['evidence', 'export', '--out', pack, '--config', config, '--json']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(checkedCliOutput('evidence', exported.stdout)).toMatchObject({ ok: true, out: pack });
    const report = join(dir, 'report.html');
    const reported = await cli(dataDir, ['handover', 'report', '--pack', pack, '--out', report, '--lang', 'both', '--json']);
    expect(reported.code, reported.stderr).toBe(0);
    expect(checkedCliOutput('handover', reported.stdout)).toMatchObject({ ok: true, out: report });

    const searched = filesUnder(dataDir);
    expect([...searched.keys()].some((path) => path.endsWith(join('auth', 'activations.json')))).toBe(true);
    expect([...searched.keys()].some((path) => path.endsWith('console.jsonl'))).toBe(true);
    for (const [name, bytes] of Object.entries(unzipSync(readFileSync(pack))))
      searched.set(`pack:${name}`, Buffer.from(bytes).toString('latin1'));
    const html = readFileSync(report, 'utf8');
    searched.set('report', html);
    for (const [path, text] of searched) {
      for (const form of unkeyedForms(doc)) expect(text.includes(form), `${form} in ${path}`).toBe(false);
    }
    // The keyed fingerprint is in the log and the pack, never the key; the report names neither.
    expect(searched.get('pack:license/activations.json')).toContain(fingerprint);
    expect(html).not.toContain(fingerprint);
    expect(html).toContain('…2099');
    for (let start = 0; start + 5 <= KEY.length; start++)
      expect(html, KEY.slice(start, start + 5)).not.toContain(KEY.slice(start, start + 5));
  });
});

/** A backend that knows one key (what the activation's restore asks). */
const backend = (): AuthorizationBackend => ({
  provider: 'selfhosted',
  open: async () => null,
  activate: async () => ({ expiresAt: null, data: {} }),
  restore: async (key) => {
    if (key !== KEY) throw new ConsoleError('license', 'LICENSE_KEY_UNKNOWN', 'unknown key');
    return { expiresAt: null, data: {} };
  },
  checkFeature: async () => ({ reason: 'licensed' }),
  close: async () => {},
});

describe('activation records of a console before the keyed digest', () => {
  const doc = (): ConfigDocument => {
    const d = structuredClone(findTemplate('selfhosted', 'wharf').document);
    d.selfhosted = { baseUrl: 'https://auth.example.net/api/v1', tenantKey: TENANT };
    return d;
  };
  const oldFile = (dataDir: string, records: Record<string, unknown>): void => {
    mkdirSync(join(dataDir, 'auth'), { recursive: true });
    writeFileSync(join(dataDir, 'auth', 'activations.json'), JSON.stringify({ version: 1, installationId: 'I-old', activations: records }));
  };
  const record = (keyFingerprint: string) => ({
    provider: 'selfhosted',
    source: 'license-key',
    keyFingerprint,
    activatedAt: '2025-01-01T00:00:00.000Z',
    expiresAt: null,
    data: {},
  });
  const client = (dataDir: string, secrets: MemorySecrets) =>
    new AuthorizationClient({ dataDir, secrets: async () => secrets, backends: { selfhosted: async () => backend() } });

  it('are keyed on open and restored: the key moves to the keyed anchor, no unkeyed form stays', async () => {
    const dataDir = mkdtempSync(join(dir, 'old-'));
    const old = unkeyedActivationAnchor(doc());
    oldFile(dataDir, { [old]: record(sha256(KEY).slice(0, 12)) });
    const secrets = new MemorySecrets();
    await secrets.set(licenseKeySecretName(old), KEY);
    const status = await client(dataDir, secrets).initialize(JSON.stringify(doc()));
    expect(status.activation).toMatchObject({ restored: true, keyEnding: '2099' });
    expect(status.activation?.keyFingerprint).toMatch(/^[0-9a-f]{16}$/);
    const text = readFileSync(join(dataDir, 'auth', 'activations.json'), 'utf8');
    expect(JSON.parse(text)).toMatchObject({ version: 2, installationId: 'I-old' });
    for (const form of [sha256(KEY).slice(0, 12), old, sha256(TENANT).slice(0, 8)]) expect(text).not.toContain(form);
    expect(secrets.values.has(licenseKeySecretName(old))).toBe(false);
  });

  it('whose key is gone, or is another key, are dropped without a crash: the engineer activates again', async () => {
    const dataDir = mkdtempSync(join(dir, 'old-'));
    const old = unkeyedActivationAnchor(doc());
    oldFile(dataDir, { [old]: record('0123456789ab'), other: record(sha256(KEY).slice(0, 12)), broken: { keyFingerprint: 7 } });
    const secrets = new MemorySecrets();
    await secrets.set(licenseKeySecretName(old), KEY);
    const status = await client(dataDir, secrets).initialize(JSON.stringify(doc()));
    expect(status.state).toBe('initialized');
    expect(status.activation).toBeNull();
    expect(JSON.parse(readFileSync(join(dataDir, 'auth', 'activations.json'), 'utf8'))).toMatchObject({ version: 2, activations: {} });
  });
});
