// Finding 13 of issue 19: answers that were reported in misleading words, over real sockets. A
// server whose answer carries 10,000 headers was "could not be reached (Headers Overflow)"; one that
// answers 100 Continue first was "closed or reset". Each now says what happened.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../main/http/client';
import type { ConsoleError } from '../../../../shared/errors';

const http = new HttpClient();
const servers: Server[] = [];
afterAll(async () => {
  await http.close();
  for (const s of servers) s.close();
});

/** A raw TCP server that writes `answer` once the request arrives. */
async function rawServer(answer: (socket: Socket) => void): Promise<string> {
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () => answer(socket));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/component/person/detail`;
}

const failureOf = (url: string): Promise<ConsoleError> =>
  http
    .request({
      url,
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      timeouts: { connectMs: 2000, requestMs: 10_000 },
      label: 'E1 person detail over direct',
    })
    .then(
      () => {
        throw new Error('expected a failure');
      },
      (error: ConsoleError) => error,
    );

describe('words for answers that are not what they seemed', () => {
  it('10,000 response headers: the answer’s headers were too large, not “could not be reached”', async () => {
    const url = await rawServer((s) => {
      const headers = Array.from({ length: 10_000 }, (_, i) => `x-h${i}: v\r\n`).join('');
      s.end(`HTTP/1.1 200 OK\r\n${headers}content-length: 2\r\n\r\n{}`);
    });
    const error = await failureOf(url);
    expect(error).toMatchObject({ category: 'malformed', code: 'HTTP_HEADERS_TOO_LARGE', details: { limitKiB: 16 } });
    expect(error.message).toMatch(/answered, but the headers of its answer were too large \(over 16 KiB\)/);
    expect(error.message).not.toMatch(/could not be reached/);
  });

  it('a 100 Continue where a final answer was due is named, not “closed or reset”', async () => {
    const url = await rawServer((s) => {
      s.write('HTTP/1.1 100 Continue\r\n\r\n');
      setTimeout(() => s.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}'), 20);
    });
    const error = await failureOf(url);
    expect(error).toMatchObject({ category: 'http', code: 'HTTP_INTERIM_ANSWER' });
    expect(error.message).toMatch(/interim status \(1xx, such as 100 Continue\)/);
  });

  it('a connection the server really resets is still “closed or reset”', async () => {
    const url = await rawServer((s) => s.resetAndDestroy());
    expect(await failureOf(url)).toMatchObject({ category: 'network', code: 'HTTP_RESET' });
  });
});
