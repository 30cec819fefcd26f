// Events from services to whichever transports are attached (IPC windows, web clients).
// Until the first listener attaches — the renderer-ready handshake — events are held back, a
// bounded number, so that a busy start-up does not lose what the first window should see.
import type { EventName, EventOf } from '../../shared/api';

/** A listener that receives every event with its name. */
export type EventSink = <E extends EventName>(event: E, data: EventOf<E>) => void;

const HELD_BACK_LIMIT = 200;

/** Fans events out to sinks; holds them back until a sink is ready. */
export class EventHub {
  readonly #sinks = new Set<EventSink>();
  #held: Array<{ event: EventName; data: unknown }> | null = [];

  /** Sends an event to every attached sink, or holds it back if none is ready yet. */
  emit<E extends EventName>(event: E, data: EventOf<E>): void {
    if (this.#held) {
      this.#held.push({ event, data });
      if (this.#held.length > HELD_BACK_LIMIT) this.#held.shift();
      return;
    }
    for (const sink of this.#sinks) {
      try {
        sink(event, data);
      } catch {
        // One broken window or connection must not stop the others from hearing the event.
      }
    }
  }

  /** Attaches a ready sink; the first one also receives what was held back. Returns the detach function. */
  attach(sink: EventSink): () => void {
    this.#sinks.add(sink);
    const held = this.#held;
    if (held) {
      this.#held = null;
      for (const { event, data } of held) {
        try {
          sink(event, data as EventOf<typeof event>);
        } catch {
          // As in emit: a sink that fails on one event does not fail whoever attached it.
        }
      }
    }
    return () => this.#sinks.delete(sink);
  }
}
