// The bounded reader as the page reaches it, over the real web transport: a FIFO as the active
// profile's CA file fails each call at once (it used to hold one of Node's four file-system threads
// per call, for ever, until `config:open` of a good file never answered); a FIFO given to batch
// preview or evidence open, and a link to /dev/zero as a pack, are refused with their codes; and
// the console keeps answering. Linux only (mkfifo, /dev/zero).
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsole } from '../../../../main/console';
import { startWebTransport, type WebTransport } from '../../../../main/web/server';
import { makeFifo } from './hostile-inputs';

const root = mkdtempSync(join(tmpdir(), 'sc-web-files-'));
let web: WebTransport;

/** One bridge call over HTTP with the token; its Result. */
async function invoke(op: string, payload: unknown): Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string } }> {
  const res = await request(`${web.origin}/api/invoke/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${web.token}` },
    body: JSON.stringify(payload),
  });
  return (await res.body.json()) as { ok: boolean; value?: unknown; error?: { code: string; message: string } };
}

beforeAll(async () => {
  const rendererDir = join(root, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  web = await startWebTransport(createConsole({ version: '1', dataDir: join(root, 'data') }), { rendererDir });
  makeFifo(join(root, 'ca.pem'));
  makeFifo(join(root, 'visitors.csv'));
  makeFifo(join(root, 'pack.zip'));
  symlinkSync('/dev/zero', join(root, 'zero.zip'));
  writeFileSync(join(root, 'good.json'), '{"schemaVersion":1}\n');
});

afterAll(async () => {
  await web?.close();
});

describe('files the page names, over the web transport', () => {
  it('a FIFO as the CA file fails six calls at once with HTTP_CA_FILE, and config:open still answers', { timeout: 60_000 }, async () => {
    const profile = {
      profileVersion: 1,
      name: 'FIFO CA',
      services: { organization: 'https://127.0.0.1:9/org', elevator: 'https://127.0.0.1:9/elev' },
      defaultRoute: 'direct',
      timeouts: { connectMs: 1000, requestMs: 5000 },
      tls: { caFile: join(root, 'ca.pem') },
    };
    const saved = await invoke('site:saveProfile', { id: null, profile });
    expect(saved.ok, JSON.stringify(saved.error)).toBe(true);
    expect((await invoke('site:activateProfile', { id: (saved.value as { id: string }).id })).ok).toBe(true);

    const calls = await Promise.all(
      Array.from({ length: 6 }, (_, i) => invoke('site:person', { personId: 'P1001', requestId: `fifo-${i}` })),
    );
    for (const answer of calls) {
      expect(JSON.stringify(answer)).toContain('HTTP_CA_FILE');
      expect(JSON.stringify(answer)).toContain('FIFO, not a regular file');
    }
    const opened = await invoke('config:open', { path: join(root, 'good.json') });
    expect(opened.ok, JSON.stringify(opened.error)).toBe(true);
  });

  it(
    'batch preview of a FIFO, evidence open of a FIFO and of a link to /dev/zero: refused with their codes',
    { timeout: 60_000 },
    async () => {
      expect(await invoke('batch:preview', { path: join(root, 'visitors.csv') })).toMatchObject({
        ok: false,
        error: { code: 'BATCH_FILE_NOT_A_FILE' },
      });
      expect(await invoke('evidence:open', { path: join(root, 'pack.zip') })).toMatchObject({
        ok: false,
        error: { code: 'EVIDENCE_NOT_A_FILE' },
      });
      expect(await invoke('evidence:open', { path: join(root, 'zero.zip') })).toMatchObject({
        ok: false,
        error: { code: 'EVIDENCE_NOT_A_FILE', message: expect.stringMatching(/device, not a regular file/) as string },
      });
      expect((await invoke('app:info', {})).ok).toBe(true);
    },
  );
});
