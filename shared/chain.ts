// The chain of one E2 on a picture: the console's own hops and, where the site reveals them, the
// elevator application's downstream calls, laid out by main (dagre) for the renderer to draw.
// Each box says what it is in fields (kind, route, endpoint, service, count), so that the renderer
// words it in the engineer's language; `label` is the same in English, for logs and evidence.
import type { Route } from './site';

/** What a box of the chain is. */
export type ChainNodeKind = 'console' | 'relay' | 'elevator' | 'call' | 'more';

/** One box of the picture. */
export interface ChainNode {
  /** Stable id within the picture. */
  id: string;
  /** What it is, in English: `Console`, `Gateway`, `E2 elevator application`, `E3 organization`… */
  label: string;
  /** What it is: the console, the route's relay, the elevator application, one of its calls, or the calls not drawn. */
  kind: ChainNodeKind;
  /** The relay's route (`gateway`, `intermediary`); null for every other kind. */
  route: Route | null;
  /** A call's endpoint as the site names it (`E1`, `E3`, `E4`…); null for every other kind. */
  endpoint: string | null;
  /** The service a call went to, as the site names it (`organization`, `common`…); null for every other kind. */
  service: string | null;
  /** A call answered from the elevator application's zone cache instead of over the network. */
  fromCache: boolean;
  /** How many calls the `more` box stands for; null for every other kind. */
  count: number | null;
  /** ok, failed (where the chain broke), or not known (the site revealed nothing about it). */
  status: 'ok' | 'failed' | 'unknown';
  /** The code answered, when known. */
  code: string | null;
  /** Time the hop took, when known. */
  durationMs: number | null;
  /** More words: the error of a failed call, as the site or the relay said it. */
  detail: string | null;
  /** undici's phases of the console's own hop, in milliseconds (connect null: a kept-alive connection). */
  phases: { connectMs: number | null; firstByteMs: number; bodyMs: number } | null;
  /** Centre and size, from the layout. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One arrow of the picture, as a polyline. */
export interface ChainEdge {
  from: string;
  to: string;
  points: { x: number; y: number }[];
}

/** A laid-out chain. */
export interface ChainPicture {
  /** The call's traceparent. */
  traceparent: string;
  /** Whether the site revealed its downstream calls (the reference site's /__sim/state). */
  revealed: boolean;
  /** Why not, when it did not. */
  reason: string | null;
  /** Downstream calls the site revealed beyond those drawn (one box `more` says "and N more"). */
  callsNotDrawn: number;
  nodes: ChainNode[];
  edges: ChainEdge[];
  /** Size of the whole picture. */
  width: number;
  height: number;
}
