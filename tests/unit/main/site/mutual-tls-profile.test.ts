// A site profile with a client certificate, through the console's bridge: its passphrase goes to
// the secrets store (never the profiles file or an export), and the connectivity check against a
// server of the test's own that requires the certificate passes with it and says which side
// refused without it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsole } from '../../../../main/console';
import { PASSPHRASE_PLACEHOLDER } from '../../../../main/site/curl-export';
import type { OperationName, PayloadOf, ResultOf } from '../../../../shared/api';
import type { SiteProfile } from '../../../../shared/site';
import { makeMutualTlsPki, profileAt, startMutualTlsServer, stopMutualTls, type MutualTlsPki } from '../http/tls-fixture';

const dataDir = mkdtempSync(join(tmpdir(), 'site-console-mtls-profile-'));
// The server answers in this process: curl runs asynchronously, or it would wait on a blocked loop.
const run = async (line: string): Promise<string> =>
  (await promisify(execFile)('sh', ['-c', line], { encoding: 'utf8', timeout: 20_000 })).stdout;
const runtime = createConsole({ version: '1', dataDir });
let pki: MutualTlsPki;
let server: Server;
let origin = '';

async function call<K extends OperationName>(op: K, payload: PayloadOf<K>): Promise<ResultOf<K>> {
  const result = await runtime.dispatch(op, payload, { transport: 'web' });
  if (!result.ok) throw new Error(`${op} failed: ${result.error.code} ${result.error.message}`);
  return result.value as ResultOf<K>;
}

const profile = (tls: SiteProfile['tls']): SiteProfile => profileAt(origin, tls);

beforeAll(async () => {
  pki = makeMutualTlsPki();
  ({ server, origin } = await startMutualTlsServer(pki));
});

afterAll(async () => {
  await runtime.close();
  await stopMutualTls(server, pki);
});

describe('a site profile with a client certificate', () => {
  it('keeps the PKCS#12 passphrase in the secrets store only, and the check passes with the certificate', async () => {
    const saved = await call('site:saveProfile', {
      id: null,
      profile: profile({
        caFile: pki.file('ca.pem'),
        clientCertificate: { type: 'pkcs12', file: pki.file('client.p12'), passphrase: pki.p12Passphrase },
      }),
    });
    expect(saved.profile.tls?.clientCertificate).toEqual({ type: 'pkcs12', file: pki.file('client.p12') });
    expect(saved.passphrasesSet).toEqual(['tls.clientCertificate.passphrase']);
    await call('site:activateProfile', { id: saved.id });
    expect(readFileSync(join(dataDir, 'site-profiles.json'), 'utf8')).not.toContain(pki.p12Passphrase);
    const exported = await call('site:exportProfile', { id: saved.id });
    expect(exported.text).not.toContain(pki.p12Passphrase);
    expect(exported.secretsLeftOut).toEqual(['tls.clientCertificate.passphrase']);

    const { probes } = await call('site:check', {});
    expect(probes.map((p) => [p.service, p.ok, p.refusedBy])).toEqual([
      ['organization', true, null],
      ['elevator', true, null],
    ]);
    // Saved again from the form without the passphrase: the stored one is kept.
    const again = await call('site:saveProfile', {
      id: saved.id,
      profile: profile({ caFile: pki.file('ca.pem'), clientCertificate: { type: 'pkcs12', file: pki.file('client.p12') } }),
    });
    expect(again.passphrasesSet).toEqual(['tls.clientCertificate.passphrase']);
    expect((await call('site:check', {})).probes.every((p) => p.ok)).toBe(true);
    const calls = JSON.stringify(await call('site:calls', {}));
    expect(calls).not.toContain(pki.p12Passphrase);
  });

  it('a call made with the certificate exports as a cURL line that presents it: replayed with curl, the same answer', async () => {
    const state = await call('site:profiles', {});
    await call('site:saveProfile', {
      id: state.activeId,
      profile: profile({
        caFile: pki.file('ca.pem'),
        clientCertificate: { type: 'pkcs12', file: pki.file('client.p12'), passphrase: pki.p12Passphrase },
      }),
    });
    const answer = await call('site:person', { personId: 'P1001' });
    const record = answer.record;
    expect(record.trust?.clientCertificate).toEqual({ pkcs12File: pki.file('client.p12'), passphrase: true });
    const { text } = await call('site:callAsCurl', { id: record.id });
    // The passphrase is never exported: the engineer types it where the placeholder stands.
    expect(text).not.toContain(pki.p12Passphrase);
    expect(text).toContain(`--pass '${PASSPHRASE_PLACEHOLDER}'`);
    const line = text.replace(PASSPHRASE_PLACEHOLDER, pki.p12Passphrase);
    const replayed = JSON.parse(await run(line)) as { data: { clientCommonName: string } };
    expect(replayed).toEqual({ success: true, code: '0', msg: 'ok', data: { clientCommonName: expect.any(String) } });
    // Without the certificate's words the same line is refused by the server: they are what made it pass.
    const bare = line.replace(/ --cert-type P12 --cert '[^']*'/, '').replace(/ --pass '[^']*'/, '');
    await expect(run(bare)).rejects.toThrow();
  });

  it('without it, the check says the server refused for want of a client certificate (category tls)', async () => {
    const state = await call('site:profiles', {});
    const saved = await call('site:saveProfile', { id: state.activeId, profile: profile({ caFile: pki.file('ca.pem') }) });
    expect(saved.passphrasesSet).toEqual([]);
    const { probes } = await call('site:check', {});
    expect(probes.map((p) => [p.service, p.ok, p.refusedBy, p.error?.category, p.error?.code])).toEqual([
      ['organization', false, 'client-certificate', 'tls', 'HTTP_TLS_CLIENT_CERT_REQUIRED'],
      ['elevator', false, 'client-certificate', 'tls', 'HTTP_TLS_CLIENT_CERT_REQUIRED'],
    ]);
  });

  it('a certificate per service: the elevator application gets the PEM one with its passphrase, the organization service none', async () => {
    const state = await call('site:profiles', {});
    await call('site:saveProfile', {
      id: state.activeId,
      profile: profile({
        caFile: pki.file('ca.pem'),
        serviceClientCertificates: {
          elevator: { type: 'pem', certFile: pki.file('client.pem'), keyFile: pki.file('client.key'), passphrase: pki.keyPassphrase },
        },
      }),
    });
    const { probes } = await call('site:check', {});
    expect(probes.map((p) => [p.service, p.ok, p.refusedBy])).toEqual([
      ['organization', false, 'client-certificate'],
      ['elevator', true, null],
    ]);
    const pinned = await call('site:saveProfile', {
      id: state.activeId,
      profile: profile({
        caFile: pki.file('ca.pem'),
        pinSha256: 'ab'.repeat(32),
        clientCertificate: { type: 'pem', certFile: pki.file('client.pem'), keyFile: pki.file('client.key') },
      }),
    });
    // The elevator's certificate was removed: its passphrase went with it, and the profile's
    // certificate has none, so its encrypted key cannot be opened; nothing is sent.
    expect(pinned.passphrasesSet).toEqual([]);
    expect((await call('site:check', {})).probes.map((p) => [p.refusedBy, p.error?.category, p.error?.code])).toEqual([
      ['client-certificate', 'usage', 'HTTP_CLIENT_CERT_FILE'],
      ['client-certificate', 'usage', 'HTTP_CLIENT_CERT_FILE'],
    ]);
    await call('site:saveProfile', {
      id: state.activeId,
      profile: profile({
        caFile: pki.file('ca.pem'),
        pinSha256: 'ab'.repeat(32),
        clientCertificate: {
          type: 'pem',
          certFile: pki.file('client.pem'),
          keyFile: pki.file('client.key'),
          passphrase: pki.keyPassphrase,
        },
      }),
    });
    expect((await call('site:check', {})).probes.map((p) => p.refusedBy)).toEqual(['pin', 'pin']);
  });
});
