// The chain of one E2 on a picture: the console's own hops and, where the site reveals them, the
// elevator application's downstream calls, laid out by main (dagre) for the renderer to draw.
// Each box says what it is in fields (kind, route, endpoint, service, count), so that the renderer
// words it in the engineer's language; `label` is the same in English, for logs and evidence.
// Written as schemas (the bridge's `site:chain` and `batch:chain` results) from which the types derive.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, OneOf, OrNull } from './api/schema';
import { ROUTES } from './site';

const chainNodeKindSchema = OneOf(['console', 'relay', 'elevator', 'call', 'more'] as const);
/** What a box of the chain is. */
export type ChainNodeKind = Static<typeof chainNodeKindSchema>;

/** One box of the picture, as a schema. */
export const chainNodeSchema = Closed({
  /** Stable id within the picture. */
  id: Type.String(),
  /** What it is, in English: `Console`, `Gateway`, `E2 elevator application`, `E3 organization`… */
  label: Type.String(),
  /** What it is: the console, the route's relay, the elevator application, one of its calls, or the calls not drawn. */
  kind: chainNodeKindSchema,
  /** The relay's route (`gateway`, `intermediary`); null for every other kind. */
  route: OrNull(OneOf(ROUTES)),
  /** A call's endpoint as the site names it (`E1`, `E3`, `E4`…); null for every other kind. */
  endpoint: OrNull(Type.String()),
  /** The service a call went to, as the site names it (`organization`, `common`…); null for every other kind. */
  service: OrNull(Type.String()),
  /** A call answered from the elevator application's zone cache instead of over the network. */
  fromCache: Type.Boolean(),
  /** How many calls the `more` box stands for; null for every other kind. */
  count: OrNull(Type.Integer({ minimum: 0 })),
  /** ok, failed (where the chain broke), or not known (the site revealed nothing about it). */
  status: OneOf(['ok', 'failed', 'unknown'] as const),
  /** The code answered, when known. */
  code: OrNull(Type.String()),
  /** Time the hop took, when known. */
  durationMs: OrNull(Type.Number()),
  /** More words: the error of a failed call, as the site or the relay said it. */
  detail: OrNull(Type.String()),
  /** undici's phases of the console's own hop, in milliseconds (connect null: a kept-alive connection). */
  phases: OrNull(Closed({ connectMs: OrNull(Type.Number()), firstByteMs: Type.Number(), bodyMs: Type.Number() })),
  /** Centre and size, from the layout. */
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
});
/** One box of the picture. */
export type ChainNode = Static<typeof chainNodeSchema>;

/** One arrow of the picture, as a polyline, as a schema. */
export const chainEdgeSchema = Closed({
  from: Type.String(),
  to: Type.String(),
  points: Type.Array(Closed({ x: Type.Number(), y: Type.Number() })),
});
/** One arrow of the picture, as a polyline. */
export type ChainEdge = Static<typeof chainEdgeSchema>;

/** Why the site revealed nothing behind the elevator application: a kind the window words in its
 * language, with the facts the words need (the English `reason` beside it is for logs). */
export const UNREVEALED_KINDS = [
  'not-sent',
  'no-traceparent',
  'no-list',
  'http-status',
  'too-deep',
  'not-json',
  'unreachable',
  'forgotten',
] as const;
export const chainUnrevealedSchema = Closed({
  kind: OneOf(UNREVEALED_KINDS),
  /** The introspection address asked, where one was. */
  where: OrNull(Type.String()),
  /** Its HTTP status (http-status), its depth limit (too-deep). */
  status: OrNull(Type.Integer()),
  maxDepth: OrNull(Type.Integer({ minimum: 0 })),
  /** The parser's or the network's own message (not-json, unreachable), as it came. */
  detail: OrNull(Type.String()),
});
export type ChainUnrevealed = Static<typeof chainUnrevealedSchema>;

/** A laid-out chain, as a schema. */
export const chainPictureSchema = Closed({
  /** The call's traceparent. */
  traceparent: Type.String(),
  /** Whether the site revealed its downstream calls (the reference site's /__sim/state). */
  revealed: Type.Boolean(),
  /** Why not, when it did not: in English for logs, and as a kind the window words. */
  reason: OrNull(Type.String()),
  unrevealed: OrNull(chainUnrevealedSchema),
  /** Downstream calls the site revealed beyond those drawn (one box `more` says "and N more"). */
  callsNotDrawn: Type.Integer({ minimum: 0 }),
  nodes: Type.Array(chainNodeSchema),
  edges: Type.Array(chainEdgeSchema),
  /** Size of the whole picture. */
  width: Type.Number(),
  height: Type.Number(),
});
/** A laid-out chain. */
export type ChainPicture = Static<typeof chainPictureSchema>;
