import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_LOG_MAX_BYTES, EventLog } from '../../../../main/app/event-log';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'event-log-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('EventLog', () => {
  it('appends one JSON line per event, in order, readable only by this user', async () => {
    const log = new EventLog(dir);
    log.write('a', { n: 1 });
    log.write('b', { n: 2 });
    await log.flush();
    const lines = (await readFile(log.path, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { event: string; n: number; at: string });
    expect(lines.map((l) => [l.event, l.n])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    if (process.platform !== 'win32') expect((await stat(log.path)).mode & 0o777).toBe(0o600);
  });

  it('never writes values under secret-looking names, but keeps fingerprints', async () => {
    const log = new EventLog(dir);
    log.write('x', { licenseKey: 'K-1', tenantKey: 'T-1', sn: 'S-1', token: 'B-1', keyFingerprint: 'abc123', tenantKeyConfigured: true });
    await log.flush();
    const text = await readFile(log.path, 'utf8');
    for (const secret of ['K-1', 'T-1', 'S-1', 'B-1']) expect(text).not.toContain(secret);
    expect(text).toContain('"keyFingerprint":"abc123"');
    expect(text).toContain('"tenantKeyConfigured":true');
  });

  it('rotates past its size limit', async () => {
    const log = new EventLog(dir);
    log.write('first');
    await log.flush();
    await writeFile(log.path, 'x'.repeat(EVENT_LOG_MAX_BYTES));
    log.write('after');
    await log.flush();
    expect((await readFile(`${log.path}.1`, 'utf8')).length).toBe(EVENT_LOG_MAX_BYTES);
    expect(await readFile(log.path, 'utf8')).toMatch(/"event":"after"/);
  });
});
