// Loopback ports for third-party servers the tests start (nginx, openssl s_server), which cannot
// report a port they chose themselves.
import { connect, createServer, type AddressInfo } from 'node:net';

/** A port free on 127.0.0.1 a moment ago. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
export const accepting = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Waits until 127.0.0.1:`port` accepts connections (at most 100 tries, 50 ms apart); `exited` says why not when the server died. */
export async function untilAccepting(port: number, exited: () => string | null = () => null): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await accepting(port)) return;
    const why = exited();
    if (why !== null) throw new Error(why);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing accepted connections on 127.0.0.1:${port}`);
}
