import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync, zstdCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../main/http/client';
import { ConsoleError } from '../../../../shared/errors';

// A server of the test's own that compresses as gateways do: /asked/<coding> only when the
// request's Accept-Encoding names the coding, /forced/<coding> whatever the request asked.
const ENVELOPE = { success: true, code: '0', msg: 'ok', data: { personId: 'P1', name: '张三', floorList: [{ floorId: 'A-03' }] } };
const BODY = Buffer.from(JSON.stringify(ENVELOPE));
const compress: Record<string, (b: Buffer) => Buffer> = {
  gzip: gzipSync,
  deflate: deflateSync,
  'deflate-raw': deflateRawSync,
  br: brotliCompressSync,
};
const BOMB = gzipSync(Buffer.alloc(16 * 1024 * 1024));
const timeouts = { connectMs: 1_000, requestMs: 5_000 };
const client = new HttpClient();
const received: IncomingMessage[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(req);
    const [, mode, coding = ''] = (req.url ?? '').split('/');
    // Fixed answers: the Content-Encoding label and the bytes sent under it.
    const fixed: Record<string, [string, Buffer]> = {
      // 16 MiB of zeros, about 16 KiB compressed: far below the wire limit, far above the decoded one.
      bomb: ['gzip', BOMB],
      mislabelled: ['gzip', BODY],
      zstd: ['zstd', zstdCompressSync(BODY)],
      'plain-zstd': ['zstd', BODY],
      'cut-zstd': ['zstd', zstdCompressSync(BODY).subarray(0, -3)],
      compress: ['compress', Buffer.from([0x1f, 0x9d, 0x90, 0x7b])],
      stacked: ['gzip, br', brotliCompressSync(gzipSync(BODY))],
    };
    const answer = fixed[mode ?? ''];
    if (answer) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': answer[0] });
      res.end(answer[1]);
      return;
    }
    const asked = String(req.headers['accept-encoding'] ?? '').includes(coding.replace('-raw', ''));
    if (mode === 'forced' || (mode === 'asked' && asked)) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': coding.replace('-raw', '') });
      res.end(compress[coding]!(BODY));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await client.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(url: string): Promise<ConsoleError> {
  const error = await client.request({ url, timeouts }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConsoleError);
  return error as ConsoleError;
}

describe('content codings over real HTTP', () => {
  it('asks for gzip, deflate and br, and reads each as the plain body', async () => {
    for (const coding of ['gzip', 'deflate', 'br']) {
      const response = await client.request({ url: `${base}/asked/${coding}`, timeouts });
      expect(received.at(-1)!.headers['accept-encoding']).toBe('gzip, deflate, br');
      expect(response.contentEncoding, coding).toBe(coding);
      expect(response.decoded).toBe(true);
      expect(response.encodedBytes).toBe(compress[coding]!(BODY).length);
      expect(JSON.parse(response.text()), coding).toEqual(ENVELOPE);
    }
  });

  it('decodes what a gateway compresses unasked (the caller asked for identity), raw deflate included', async () => {
    for (const coding of ['gzip', 'deflate', 'deflate-raw', 'br']) {
      const response = await client.request({ url: `${base}/forced/${coding}`, headers: { 'accept-encoding': 'identity' }, timeouts });
      expect(received.at(-1)!.headers['accept-encoding']).toBe('identity');
      expect(response.decoded, coding).toBe(true);
      expect(JSON.parse(response.text()), coding).toEqual(ENVELOPE);
    }
  });

  it('undoes stacked codings in reverse order, and leaves a plain answer alone', async () => {
    const stacked = await client.request({ url: `${base}/stacked/`, timeouts });
    expect(stacked.contentEncoding).toBe('gzip, br');
    expect(JSON.parse(stacked.text())).toEqual(ENVELOPE);
    const plain = await client.request({ url: `${base}/plain/`, timeouts });
    expect([plain.contentEncoding, plain.decoded, plain.encodedBytes]).toEqual([null, false, BODY.length]);
    expect(plain.body.equals(BODY)).toBe(true);
  });

  it('refuses a decompression bomb as such, within the 8 MiB limit', async () => {
    const error = await failure(`${base}/bomb/`);
    expect([error.category, error.code]).toEqual(['malformed', 'HTTP_DECOMPRESSION_BOMB']);
    expect(error.message).toContain('decompression bomb');
    expect(error.message).toContain('8 MiB');
    expect(error.details).toMatchObject({ coding: 'gzip' });
    expect(error.details?.encodedBytes).toBe(BOMB.length);
  });

  it('says a body labelled gzip is not gzip, and where to look', async () => {
    const error = await failure(`${base}/mislabelled/`);
    expect([error.category, error.code]).toEqual(['malformed', 'HTTP_BAD_CONTENT_CODING']);
    expect(error.message).toContain('Content-Encoding gzip');
    expect(error.message).toContain('gateway');
  });

  it('hands back a coding it does not decode (compress) as it arrived, saying so', async () => {
    const response = await client.request({ url: `${base}/compress/`, timeouts });
    expect([response.contentEncoding, response.decoded]).toEqual(['compress', false]);
    expect(response.body.length).toBe(4);
  });

  it('decodes zstd that a gateway sends unasked, and refuses a plain body labelled zstd as it does one labelled gzip', async () => {
    const response = await client.request({ url: `${base}/zstd/`, timeouts });
    expect([response.contentEncoding, response.decoded, response.text()]).toEqual(['zstd', true, BODY.toString('utf8')]);
    const error = await failure(`${base}/plain-zstd/`);
    expect([error.category, error.code]).toEqual(['malformed', 'HTTP_BAD_CONTENT_CODING']);
    // A zstd frame cut short is said as cut, as gzip is (never a short body taken for the whole).
    expect((await failure(`${base}/cut-zstd/`)).code).toBe('HTTP_BODY_CUT_SHORT');
  });
});
