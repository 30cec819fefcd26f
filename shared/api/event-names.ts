// The names of the bridge events, written out rather than taken from `events` so that the
// renderer's web transport can list them without loading the schema builders; index.ts fails to
// compile unless this list names exactly the events of the contract.

/** Every event name, in the contract's order. */
export const LISTED_EVENT_NAMES = ['bridge:call', 'settings:changed', 'batch:progress', 'batch:finished'] as const;

/** A name in LISTED_EVENT_NAMES. */
export type ListedEventName = (typeof LISTED_EVENT_NAMES)[number];
