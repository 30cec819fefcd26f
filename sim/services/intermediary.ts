// The intermediary component: receives E2 at its own base URL and forwards it, with its own client
// call, to the same path on the elevator application (spec area B, L2). An envelope answered with
// 200 or 400 comes back unchanged (status and bytes), so the route adds no meaning of its own
// (rule 5). When the elevator application cannot be reached, times out, answers 5xx or answers
// something that is not an envelope, the intermediary answers UPSTREAM_UNAVAILABLE itself, exactly
// as the elevator application treats its own downstream calls (SITE-API.md E2 step 6).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_PATHS } from '../../shared/site';
import { failure } from '../envelope';
import type { FaultSettings } from '../faults';
import { answeringOf, noteAnswerCode, SimServer } from '../service-server';
import { UpstreamClient, UpstreamError, type ClientTimeouts } from '../upstream';
import { wireValidator } from '../validator';

/** How to build the intermediary component. */
export interface IntermediaryServiceOptions {
  /** Base URL (with context path) of the elevator application. */
  elevatorUrl: string;
  /** Time limits of its calls; longer than the elevator application's, which makes calls of its own. */
  timeouts: ClientTimeouts;
  /** Faults to inject from the start. */
  faults?: FaultSettings;
}

// The request headers a forwarding client carries over; the rest describe the caller's connection.
const FORWARDED = ['content-type', 'accept', 'authorization', 'x-request-id', 'traceparent'];

/** Builds the intermediary component's server (not yet listening). */
export function createIntermediaryService(options: IntermediaryServiceOptions): SimServer {
  const client = new UpstreamClient(options.timeouts);
  const target = `${options.elevatorUrl}${SITE_PATHS.addVisitor}`;
  const envelope = wireValidator('BooleanEnvelope');
  let forwarded = 0;

  const forward = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    forwarded += 1;
    const headers: Record<string, string | string[]> = {};
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    try {
      const answer = await client.relay(
        { target: 'elevator', endpoint: 'E2', url: target },
        'POST',
        headers,
        request.body as Buffer | undefined,
        answeringOf(request),
        envelope,
      );
      noteAnswerCode(request, answer.code);
      return reply
        .code(answer.status)
        .header('content-type', answer.headers['content-type'] ?? 'application/json; charset=utf-8')
        .send(answer.body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return reply
        .code(200)
        .send(failure('UPSTREAM_UNAVAILABLE', `the intermediary component could not complete the call: ${error.message}`));
    }
  };

  return new SimServer({
    service: 'intermediary',
    faults: options.faults,
    // Bodies pass through as bytes: the elevator application, not the relay, judges them, so a bad
    // request gets the same 400 on this route as on the direct one.
    rawBodies: true,
    describeState: () => ({ revision: 0, target, forwarded, timeouts: options.timeouts }),
    routes: (scope) => {
      scope.post(SITE_PATHS.addVisitor, forward);
    },
    onClose: () => client.close(),
  });
}
