// The web transport against clients that are slow, greedy or never read, over raw TCP on loopback
// (any local process can connect; the token is checked only once the headers are in): slow headers
// and slow bodies time out, bodies are refused before they are read where no body belongs, and an
// event stream that falls too far behind is closed rather than buffered without bound.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsole, type ConsoleRuntime } from '../../../../main/console';
import { startWebTransport, type WebTransport } from '../../../../main/web/server';

let web: WebTransport;
let runtime: ConsoleRuntime;
let port: number;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'sc-web-limits-'));
  const rendererDir = join(root, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  runtime = createConsole({ version: '1', dataDir: join(root, 'data') });
  // Short limits so that the test takes seconds; the defaults are the same mechanism, longer.
  web = await startWebTransport(runtime, { rendererDir, timeouts: { headersMs: 1_000, requestMs: 1_500 } });
  port = Number(new URL(web.origin).port);
});
afterAll(async () => {
  await web?.close();
});

interface Exchange {
  socket: Socket;
  /** Everything received until the server closed the connection, or null when it was still open at the deadline. */
  closed: (deadlineMs: number) => Promise<string | null>;
}

function open(): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let ended = false;
    const done = new Promise<void>((r) => socket.once('close', () => r()));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    void done.then(() => (ended = true));
    socket.once('connect', () =>
      resolve({
        socket,
        closed: async (deadlineMs) => {
          await Promise.race([done, new Promise((r) => setTimeout(r, deadlineMs))]);
          if (!ended) socket.destroy();
          return ended ? Buffer.concat(chunks).toString('latin1') : null;
        },
      }),
    );
    socket.once('error', reject);
  });
}

const head = (lines: string[]): string => `${lines.join('\r\n')}\r\n\r\n`;
const hostLine = () => `Host: 127.0.0.1:${port}`;
const statusOf = (answer: string | null): number | null => (answer === null ? null : Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0));

describe('time limits (finding 7)', () => {
  it('times out a body that trickles in, with or without the token, answering with a Result', async () => {
    for (const auth of [[`Authorization: Bearer ${web.token}`], []]) {
      const x = await open();
      x.socket.write(
        head(['POST /api/invoke/app:info HTTP/1.1', hostLine(), 'Content-Type: application/json', 'Content-Length: 100', ...auth]),
      );
      const trickle = setInterval(() => x.socket.writable && x.socket.write(' '), 200);
      const answer = await x.closed(6_000);
      clearInterval(trickle);
      expect(answer, 'the connection is still open').not.toBeNull();
      // Without the token the refusal may come first; either way the connection does not stay open.
      if (auth.length > 0) {
        expect(statusOf(answer)).toBe(408);
        expect(answer).toContain('"REQUEST_TIMEOUT"');
      }
    }
  }, 15_000);

  it('times out headers that trickle in', async () => {
    const x = await open();
    x.socket.write(`GET / HTTP/1.1\r\n${hostLine()}\r\n`);
    const trickle = setInterval(() => x.socket.writable && x.socket.write('X-Slow: 1\r\n'), 200);
    const answer = await x.closed(6_000);
    clearInterval(trickle);
    expect(answer, 'the connection is still open').not.toBeNull();
    expect(statusOf(answer)).toBe(408);
  }, 10_000);
});

describe('bodies where none belongs (finding 8)', () => {
  it('refuses a POST outside /api before reading its body, without the token', async () => {
    const x = await open();
    x.socket.write(
      head(['POST /index.html HTTP/1.1', hostLine(), 'Content-Type: application/octet-stream', `Content-Length: ${20 * 1024 * 1024}`]),
    );
    x.socket.write(Buffer.alloc(64 * 1024));
    const answer = await x.closed(3_000);
    expect(answer, 'the server waits for the 20 MiB body').not.toBeNull();
    expect(statusOf(answer)).toBe(405);
    expect(answer).toContain('"METHOD_NOT_ALLOWED"');
  });

  it('refuses a large body on an API route that takes none, before reading it', async () => {
    for (const path of ['/api/elsewhere', '/api/events']) {
      const x = await open();
      const method = path === '/api/events' ? 'GET' : 'POST';
      x.socket.write(
        head([
          `${method} ${path} HTTP/1.1`,
          hostLine(),
          `Authorization: Bearer ${web.token}`,
          'Content-Type: application/json',
          `Content-Length: ${20 * 1024 * 1024}`,
        ]),
      );
      x.socket.write(Buffer.alloc(64 * 1024, 0x20));
      const answer = await x.closed(3_000);
      expect(answer, `${path}: the server waits for the 20 MiB body`).not.toBeNull();
      expect(statusOf(answer), path).toBe(path === '/api/events' ? 413 : 404);
    }
  });

  it('still answers GET, HEAD and API calls', async () => {
    const x = await open();
    const body = '{}';
    x.socket.write(
      head([
        'POST /api/invoke/app:info HTTP/1.1',
        hostLine(),
        `Authorization: Bearer ${web.token}`,
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        'Connection: close',
      ]) + body,
    );
    const answer = await x.closed(3_000);
    expect(statusOf(answer)).toBe(200);
    expect(answer).toContain('"ok":true');
  });
});

describe('event streams that fall behind (finding 9)', () => {
  it('closes a stream whose client does not read instead of buffering every event', async () => {
    const x = await open();
    x.socket.write(head(['GET /api/events HTTP/1.1', hostLine(), `Authorization: Bearer ${web.token}`, 'Accept: text/event-stream']));
    await new Promise((r) => setTimeout(r, 200));
    x.socket.pause();
    const big = 'x'.repeat(64 * 1024);
    const total = 512;
    for (let i = 0; i < total; i++) {
      runtime.hub.emit('bridge:call', { id: i + 1, op: big, ok: true, code: null, durationMs: 0, at: new Date(0).toISOString() });
      if (i % 32 === 0) await new Promise((r) => setImmediate(r));
    }
    x.socket.resume();
    const answer = await x.closed(5_000);
    expect(answer, 'the stream is still open with every event buffered').not.toBeNull();
    expect((answer ?? '').length).toBeLessThan((total * big.length) / 2);
  }, 15_000);
});

describe('requests the HTTP parser refuses', () => {
  it('answers oversized headers and malformed HTTP with a Result, then closes', async () => {
    const big = await open();
    big.socket.write(head(['GET / HTTP/1.1', hostLine(), `X-Big: ${'a'.repeat(64 * 1024)}`]));
    const tooBig = await big.closed(3_000);
    expect(statusOf(tooBig)).toBe(431);
    expect(tooBig).toContain('"HEADERS_TOO_LARGE"');
    const bad = await open();
    bad.socket.write('NOT HTTP AT ALL\r\n\r\n');
    const malformed = await bad.closed(3_000);
    expect(statusOf(malformed)).toBe(400);
    expect(malformed).toContain('"ok":false');
  });
});
