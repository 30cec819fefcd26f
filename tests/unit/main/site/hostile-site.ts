// A site of the test's own: one loopback HTTP server whose answers the test writes (a 1,000,000-deep
// envelope, a token echoed in every form, 20,000 downstream calls in /__sim/state), with a site
// profile pointing every service at it. Real HTTP, real sockets: only the answers are hostile.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SiteProfile } from '../../../../shared/site';

/** What the server saw of a request. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Writes the answer to one request; `res` is the raw response. */
export type HostileHandler = (req: SeenRequest, res: ServerResponse) => void;

/** A running hostile site. */
export interface HostileSite {
  origin: string;
  profile: SiteProfile;
  close: () => Promise<void>;
}

/** A JSON answer: status 200 unless given. */
export function answerJson(res: ServerResponse, body: string, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(body);
}

/** Starts the site; every service of its profile (direct route) points at it. */
export async function startHostileSite(handler: HostileHandler, auth: SiteProfile['auth'] = { type: 'none' }): Promise<HostileSite> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const profile: SiteProfile = {
    profileVersion: 1,
    name: 'Hostile site',
    services: { organization: `${origin}/organization`, elevator: `${origin}/elevator` },
    defaultRoute: 'direct',
    auth,
    timeouts: { connectMs: 2000, requestMs: 20000 },
  };
  return {
    origin,
    profile,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An envelope whose data is `depth` nested arrays. */
export const deepEnvelope = (depth: number): string => `{"success":true,"code":"0","msg":"","data":${'['.repeat(depth)}${']'.repeat(depth)}}`;
