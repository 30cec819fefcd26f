// What a pack says the previous engineer did, as the view and the report read it: defensively,
// without secrets (a password in a URL is dropped), and in a report where a hostile visitor id is
// text, never markup.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readHandover } from '../../../../main/evidence/handover';
import { handoverReportHtml } from '../../../../main/evidence/handover-report';
import { EVIDENCE_FORMAT } from '../../../../shared/evidence';
import { absentNoteWords, skewText } from '../../../../shared/evidence-words';

/** A pack signed with a key made here, of the given files (path → JSON value, or a text as it is). */
function packOf(files: Record<string, unknown>): { zip: Uint8Array; fingerprint: string } {
  const key = generateKeyPairSync('ed25519');
  const publicKey = key.publicKey.export({ type: 'spki', format: 'der' });
  const fingerprint = `sha256:${createHash('sha256').update(publicKey).digest('hex')}`;
  const zippable: Zippable = {};
  const listed = Object.entries(files).map(([path, value]) => {
    const bytes = strToU8(typeof value === 'string' ? value : JSON.stringify(value));
    zippable[path] = bytes;
    return { path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
  const manifest = strToU8(
    JSON.stringify({
      format: EVIDENCE_FORMAT,
      version: 1,
      createdAt: '2026-11-24T06:00:00.000Z',
      console: { name: 'Site Console', version: '1.0.0' },
      publicKey: publicKey.toString('base64'),
      fingerprint,
      files: listed,
    }),
  );
  zippable['manifest.json'] = manifest;
  zippable['manifest.sig'] = strToU8(sign(null, manifest, key.privateKey).toString('base64'));
  return { zip: zipSync(zippable), fingerprint };
}

const hostileVisitor = '<script>alert(1)</script>';
const files = {
  'console.json': { name: 'Site Console', version: '1.0.0', platform: 'linux x64', absent: ['route parity: none'] },
  'site/profile.json': {
    name: 'North tower',
    defaultRoute: 'gateway',
    services: { organization: 'http://ops:hunter2@10.0.0.5:8080/org', elevator: 'http://10.0.0.6/elev' },
    gateway: { baseUrl: 'http://10.0.0.7', prefixes: { organization: '/gw/org', elevator: '/gw/elev' } },
    auth: { type: 'bearer' },
  },
  'batches/2026-run.results.json': {
    file: '/home/li/visitors.csv',
    route: 'direct',
    total: 2,
    succeeded: 1,
    failed: 1,
    skipped: 0,
    cancelled: false,
    results: [
      { row: 2, visitorId: 'V1', floorIds: ['A-02'], ok: true, state: 'granted' },
      { row: 3, visitorId: hostileVisitor, floorIds: ['A-02'], ok: false, state: 'failed', code: 'NOT_FOUND' },
    ],
  },
  'license/status.json': {
    recordedAt: '2026-11-24T05:00:00.000Z',
    status: {
      state: 'activated',
      provider: 'licensevendor',
      scenario: 'wharf',
      endpoint: 'https://lic.example',
      features: [{ key: 'elevator', vendorFeatureId: 7, vendorFeatureName: 'ELV' }],
      activation: null,
      preflight: [
        {
          id: 'clock.plausible',
          verdict: 'pass',
          title: { en: 'Clock', 'zh-CN': '时钟' },
          detail: { en: 'The clock says now.', 'zh-CN': '本机时钟正常。' },
          facts: { now: 'x' },
        },
      ],
    },
  },
};

/** Site call records as the call log keeps them, one JSON line each (only what the clock reads matters here). */
const callLine = (url: string, at: string, clockSkewMs: number | null, route = 'direct'): string =>
  JSON.stringify({
    id: 'x',
    at,
    profileName: 'North tower',
    operation: 'personDetail',
    route,
    method: 'POST',
    url,
    status: 200,
    durationMs: 5,
    clockSkewMs,
    outcome: 'success',
  });
const callLog = {
  // The rotated log holds the older calls; the current one the newer.
  'site/calls/site-calls.1.jsonl':
    [
      callLine('http://ops:hunter2@10.0.0.5:8080/org/person/detail', '2026-11-24T04:00:00.000Z', -120_000),
      callLine('http://10.0.0.6/elev/visitor/add', '2026-11-24T04:00:01.000Z', 0),
    ].join('\n') + '\n',
  'site/calls/site-calls.jsonl':
    [
      callLine('http://10.0.0.5:8080/org/person/detail', '2026-11-24T05:00:00.000Z', 3_000),
      callLine('http://10.0.0.5:8080/org/person/detail', '2026-11-24T05:10:00.000Z', null),
      // Records written before the console compared clocks carry no clockSkewMs at all.
      JSON.stringify({ id: 'y', at: '2026-11-24T05:20:00.000Z', url: 'http://10.0.0.6/elev/visitor/add', route: 'direct' }),
      callLine('http://10.0.0.7/gw/elev/visitor/add', '2026-11-24T05:30:00.000Z', 300_000, 'gateway'),
      'not json',
    ].join('\n') + '\n',
};

describe('the handover summary of a pack', () => {
  it('reads site, batches, license and clock, with no password of a URL', () => {
    const { zip, fingerprint } = packOf(files);
    const summary = readHandover(zip, '/tmp/north.zip', { own: null, known: [] });
    expect(summary.verdict).toMatchObject({ status: 'intact', signer: { kind: 'unknown', fingerprint } });
    expect(summary.pack).toMatchObject({ fileName: 'north.zip', sha256: createHash('sha256').update(zip).digest('hex') });
    expect(summary.site?.routes.find((r) => r.route === 'direct')?.services[0]?.url).toBe('http://10.0.0.5:8080/org');
    expect(summary.site?.routes.find((r) => r.route === 'gateway')?.services.map((s) => s.url)).toEqual([
      'http://10.0.0.7/gw/org',
      'http://10.0.0.7/gw/elev',
    ]);
    expect(JSON.stringify(summary)).not.toContain('hunter2');
    expect(summary.batches).toEqual([
      expect.objectContaining({
        file: 'visitors.csv',
        total: 2,
        failed: 1,
        failedRows: [expect.objectContaining({ row: 3, code: 'NOT_FOUND' })],
      }),
    ]);
    expect(summary.license?.features.map((f) => f.key)).toEqual(['elevator']);
    expect(summary.clock).toEqual([expect.objectContaining({ service: 'https://lic.example', verdict: 'pass', skewMs: null })]);
    expect(summary.absent).toEqual(['route parity: none']);
  });

  it('reads the clock of each site service from the call log: the latest reading and the one farthest from zero', async () => {
    const { zip } = packOf({ ...files, ...callLog });
    const summary = readHandover(zip, 'north.zip', { own: null, known: [] });
    expect(summary.siteClock).toEqual([
      {
        origin: 'http://10.0.0.5:8080',
        routes: ['direct'],
        latestMs: 3_000,
        latestAt: '2026-11-24T05:00:00.000Z',
        largestMs: -120_000,
        calls: 2,
      },
      { origin: 'http://10.0.0.6', routes: ['direct'], latestMs: 0, latestAt: '2026-11-24T04:00:01.000Z', largestMs: 0, calls: 1 },
      {
        origin: 'http://10.0.0.7',
        routes: ['gateway'],
        latestMs: 300_000,
        latestAt: '2026-11-24T05:30:00.000Z',
        largestMs: 300_000,
        calls: 1,
      },
    ]);
    expect(JSON.stringify(summary)).not.toContain('hunter2');
    for (const [language, heading, [s, min]] of [
      ['en', 'Site services, from the call log', ['s', 'min']],
      ['zh-CN', '现场服务，读自调用日志', ['秒', '分钟']],
    ] as const) {
      const html = await handoverReportHtml(summary, language);
      expect(html).toContain(heading);
      expect(html).toContain(
        `<code>http://10.0.0.5:8080</code></td><td>+3 ${s}</td><td>2026-11-24 05:00:00Z</td><td>−2 ${min}</td><td>2</td>`,
      );
      expect(html).toContain(`+5 ${min}`);
      // A clock left in 1970 reads in days, not a 13-digit count of milliseconds.
      expect(skewText(-1_795_750_401_000, 'en')).toBe('−20784 days');
      expect(skewText(0, 'zh-CN')).toBe('0 秒');
    }
  });

  it('keeps apart the clocks of services behind one address (a gateway), by the endpoint called', async () => {
    const gateway = {
      'site/calls/site-calls.jsonl':
        [
          callLine('http://10.0.0.9/gw/organization/component/person/detail', '2026-11-24T05:00:00.000Z', 300_000, 'gateway'),
          callLine('http://10.0.0.9/gw/elevator-app/elevator/person/add/visitor', '2026-11-24T05:01:00.000Z', -300_000, 'gateway'),
        ].join('\n') + '\n',
    };
    const summary = readHandover(packOf({ ...files, ...gateway }).zip, 'north.zip', { own: null, known: [] });
    expect(summary.siteClock.map((c) => [c.origin, c.endpoint, c.latestMs])).toEqual([
      ['http://10.0.0.9', 'E1', 300_000],
      ['http://10.0.0.9', 'E2', -300_000],
    ]);
    const html = await handoverReportHtml(summary, 'en');
    expect(html).toContain('<code>http://10.0.0.9</code> E1</td><td>+5 min</td>');
    expect(html).toContain('<code>http://10.0.0.9</code> E2</td><td>−5 min</td>');
  });

  it('says in Chinese what a pack left out, for every note the console writes into a pack', async () => {
    // The notes as evidence-pack.ts writes them (a file name where it names one).
    const source = readFileSync(fileURLToPath(new URL('../../../../main/evidence/evidence-pack.ts', import.meta.url)), 'utf8');
    const notes = [...source.matchAll(/absent\.push\((['`])(.*?)\1\)/g)].map((m) => m[2]!.replace(/\$\{[^}]+\}/g, 'site.json'));
    expect(notes.length).toBeGreaterThanOrEqual(7);
    for (const note of notes) {
      const zh = absentNoteWords(note, 'zh-CN');
      expect(zh, note).not.toBe(note);
      expect(zh, note).not.toMatch(/[a-z]{4,} [a-z]{4,}/);
      expect(absentNoteWords(note, 'en')).toBe(note);
    }
    const { zip } = packOf(files);
    const html = await handoverReportHtml(readHandover(zip, 'north.zip', { own: null, known: [] }), 'zh-CN');
    expect(html).toContain('<li>路由一致性：无</li>');
  });

  it('a pack whose calls measured no clock says so', () => {
    const { zip } = packOf(files);
    expect(readHandover(zip, 'north.zip', { own: null, known: [] }).siteClock).toEqual([]);
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
