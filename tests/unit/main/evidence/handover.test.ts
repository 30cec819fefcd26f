// What a pack says the previous engineer did, as the view and the report read it: defensively,
// without secrets (a password in a URL is dropped), and in a report where a hostile visitor id is
// text, never markup.
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readHandover } from '../../../../main/evidence/handover';
import { handoverReportHtml } from '../../../../main/evidence/handover-report';
import { EVIDENCE_FORMAT } from '../../../../shared/evidence';

/** A pack signed with a key made here, of the given files (path → JSON value). */
function packOf(files: Record<string, unknown>): { zip: Uint8Array; fingerprint: string } {
  const key = generateKeyPairSync('ed25519');
  const publicKey = key.publicKey.export({ type: 'spki', format: 'der' });
  const fingerprint = `sha256:${createHash('sha256').update(publicKey).digest('hex')}`;
  const zippable: Zippable = {};
  const listed = Object.entries(files).map(([path, value]) => {
    const bytes = strToU8(JSON.stringify(value));
    zippable[path] = bytes;
    return { path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
  const manifest = strToU8(JSON.stringify({ format: EVIDENCE_FORMAT, version: 1, createdAt: '2026-11-24T06:00:00.000Z', console: { name: 'Site Console', version: '1.0.0' }, publicKey: publicKey.toString('base64'), fingerprint, files: listed }));
  zippable['manifest.json'] = manifest;
  zippable['manifest.sig'] = strToU8(sign(null, manifest, key.privateKey).toString('base64'));
  return { zip: zipSync(zippable), fingerprint };
}

const hostileVisitor = '<script>alert(1)</script>';
const files = {
  'console.json': { name: 'Site Console', version: '1.0.0', platform: 'linux x64', absent: ['route parity: none'] },
  'site/profile.json': { name: 'North tower', defaultRoute: 'gateway', services: { organization: 'http://ops:hunter2@10.0.0.5:8080/org', elevator: 'http://10.0.0.6/elev' }, gateway: { baseUrl: 'http://10.0.0.7', prefixes: { organization: '/gw/org', elevator: '/gw/elev' } }, auth: { type: 'bearer' } },
  'batches/2026-run.results.json': { file: '/home/li/visitors.csv', route: 'direct', total: 2, succeeded: 1, failed: 1, skipped: 0, cancelled: false, results: [{ row: 2, visitorId: 'V1', floorIds: ['A-02'], ok: true, state: 'granted' }, { row: 3, visitorId: hostileVisitor, floorIds: ['A-02'], ok: false, state: 'failed', code: 'NOT_FOUND' }] },
  'license/status.json': { recordedAt: '2026-11-24T05:00:00.000Z', status: { state: 'activated', provider: 'licensevendor', scenario: 'wharf', endpoint: 'https://lic.example', features: [{ key: 'elevator', vendorFeatureId: 7, vendorFeatureName: 'ELV' }], activation: null, preflight: [{ id: 'clock.plausible', verdict: 'pass', title: { en: 'Clock', 'zh-CN': '时钟' }, detail: { en: 'The clock says now.', 'zh-CN': '本机时钟正常。' }, facts: { now: 'x' } }] } },
};

describe('the handover summary of a pack', () => {
  it('reads site, batches, license and clock, with no password of a URL', () => {
    const { zip, fingerprint } = packOf(files);
    const summary = readHandover(zip, '/tmp/north.zip', { own: null, known: [] });
    expect(summary.verdict).toMatchObject({ status: 'intact', signer: { kind: 'unknown', fingerprint } });
    expect(summary.pack).toMatchObject({ fileName: 'north.zip', sha256: createHash('sha256').update(zip).digest('hex') });
    expect(summary.site?.routes.find((r) => r.route === 'direct')?.services[0]?.url).toBe('http://10.0.0.5:8080/org');
    expect(summary.site?.routes.find((r) => r.route === 'gateway')?.services.map((s) => s.url)).toEqual(['http://10.0.0.7/gw/org', 'http://10.0.0.7/gw/elev']);
    expect(JSON.stringify(summary)).not.toContain('hunter2');
    expect(summary.batches).toEqual([expect.objectContaining({ file: 'visitors.csv', total: 2, failed: 1, failedRows: [expect.objectContaining({ row: 3, code: 'NOT_FOUND' })] })]);
    expect(summary.license?.features.map((f) => f.key)).toEqual(['elevator']);
    expect(summary.clock).toEqual([expect.objectContaining({ service: 'https://lic.example', verdict: 'pass', skewMs: null })]);
    expect(summary.absent).toEqual(['route parity: none']);
  });

  it('a part that is not what the console writes is left out, not trusted', () => {
    const { zip } = packOf({ ...files, 'site/profile.json': 'not a profile', 'license/status.json': { status: 7 } });
    const summary = readHandover(zip, 'x.zip', { own: null, known: [] });
    expect(summary.site).toBeNull();
    expect(summary.license).toBeNull();
  });

  it('the report shows a hostile visitor id as text and carries no script', async () => {
    const { zip } = packOf(files);
    const html = await handoverReportHtml(readHandover(zip, 'north.zip', { own: null, known: [] }), 'both');
    expect(html).not.toContain(hostileVisitor);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('本控制台不认识的密钥');
    expect(html).toContain('a key this console does not know');
  });
});
