// The gateway: routes `prefixes.organization` and `prefixes.elevator` to those services, stripping
// the prefix and passing method, headers, body and query through, and the answer back as it came.
// Like a real reverse proxy it judges nothing; when the service cannot be reached it answers 502
// (504 when the service was too slow) with an UPSTREAM_UNAVAILABLE envelope.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../envelope';
import type { FaultSettings } from '../faults';
import { GATEWAY_PREFIXES } from '../service-names';
import { answeringOf, noteAnswerCode, SimServer } from '../service-server';
import { endToEndHeaders, UpstreamClient, UpstreamError, type ClientTimeouts } from '../upstream';

/** How to build the gateway. */
export interface GatewayServiceOptions {
  /** Base URLs (with context path) of the services behind each prefix. */
  targets: { organization: string; elevator: string };
  /** Time limits of its calls; longer than the elevator application's, which makes calls of its own. */
  timeouts: ClientTimeouts;
  /** Faults to inject from the start. */
  faults?: FaultSettings;
}

/**
 * The URL a path after a prefix is relayed to, or null when it could leave the service behind the
 * prefix. URL parsers resolve `..` (and `%2e%2e`, and `\` as `/`) after the prefix has been
 * stripped, so `/gw/elevator-app/%2e%2e/__sim/faults` would reach the elevator application's root:
 * any dot segment or encoded separator is refused, and the resolved path must stay under the base.
 */
function relayUrl(base: string, rest: string): string | null {
  const query = rest.indexOf('?');
  const path = query === -1 ? rest : rest.slice(0, query);
  if (/%2f|%5c|\\/i.test(path)) return null;
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..') return null;
  }
  const target = new URL(`${base}${rest}`);
  const root = new URL(base).pathname.replace(/\/$/, '');
  return target.pathname.startsWith(`${root}/`) ? target.href : null;
}

/** Builds the gateway's server (not yet listening). */
export function createGatewayService(options: GatewayServiceOptions): SimServer {
  const client = new UpstreamClient(options.timeouts);
  let relayed = 0;

  const route = (service: 'organization' | 'elevator') => {
    const prefix = GATEWAY_PREFIXES[service];
    return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      const url = relayUrl(options.targets[service], request.url.slice(prefix.length));
      if (url === null) {
        return reply
          .code(400)
          .send(
            failure(
              'INVALID_REQUEST',
              `invalid request: the path after ${prefix} has a "." or ".." segment, an encoded "/" or "\\", or a broken %-escape; the gateway relays only paths under ${prefix}`,
            ),
          );
      }
      relayed += 1;
      const headers = endToEndHeaders(request.headers);
      headers['x-forwarded-for'] = request.ip;
      headers['x-forwarded-host'] = request.headers.host ?? '';
      headers['x-forwarded-prefix'] = prefix;
      try {
        const answer = await client.relay(
          { target: service, endpoint: 'proxy', url },
          request.method,
          headers,
          request.body as Buffer | undefined,
          answeringOf(request),
        );
        noteAnswerCode(request, answer.code);
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        const status = error.timedOut ? 504 : 502;
        return reply.code(status).send(failure('UPSTREAM_UNAVAILABLE', `the gateway could not complete the call: ${error.message}`));
      }
    };
  };

  return new SimServer({
    service: 'gateway',
    faults: options.faults,
    rawBodies: true,
    describeState: () => ({
      revision: 0,
      routes: Object.entries(GATEWAY_PREFIXES).map(([service, prefix]) => ({
        prefix,
        target: options.targets[service as 'organization' | 'elevator'],
      })),
      relayed,
      timeouts: options.timeouts,
    }),
    routes: (scope) => {
      for (const service of ['organization', 'elevator'] as const) {
        scope.all(`${GATEWAY_PREFIXES[service]}/*`, route(service));
      }
    },
    onClose: () => client.close(),
  });
}
