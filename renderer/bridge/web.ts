// The web transport's client: the same SiteConsoleBridge over HTTP to main's loopback server.
// The one-time token arrives in the address fragment (#token=…), which browsers never send to a
// server; it is moved to sessionStorage at once and wiped from the address bar.
import type { EventName, EventOf, OperationName, PayloadOf, ResultOf, SiteConsoleBridge } from '../../shared/api';
// Names only: the contract's index would bring its schema builders into the renderer's bundle.
import { LISTED_EVENT_NAMES as EVENT_NAMES } from '../../shared/api/event-names';
import type { Result } from '../../shared/errors';

const TOKEN_KEY = 'site-console.token';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/** Takes the token out of the address (keeping it for reloads of this tab). */
function takeToken(): string | null {
  const match = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  if (match?.[1]) {
    sessionStorage.setItem(TOKEN_KEY, decodeURIComponent(match[1]));
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/`);
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

/** Whether an answer has the Result shape that the rest of the renderer relies on. */
function isResult(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const r = body as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  if (r.ok === true) return 'value' in r;
  return r.ok === false && typeof r.error?.code === 'string' && typeof r.error.message === 'string';
}

const transportFailure = (code: string, message: string): Result<never> => ({
  ok: false,
  error: { category: 'transport', code, message },
});

/** Creates the web bridge for this page. */
export function createWebBridge(): SiteConsoleBridge {
  const token = takeToken();
  const headers = (): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
  const listeners = new Map<EventName, Set<(data: unknown) => void>>();
  let streaming = false;

  async function invoke<K extends OperationName>(op: K, payload: PayloadOf<K>): Promise<Result<ResultOf<K>>> {
    if (!token) return transportFailure('TOKEN_REQUIRED', 'this page was opened without the token');
    let response: Response;
    try {
      response = await fetch(`/api/invoke/${encodeURIComponent(op)}`, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/json' },
        body: JSON.stringify(payload ?? {}),
      });
    } catch {
      return transportFailure('CONSOLE_UNREACHABLE', 'the console process does not answer');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    return isResult(body) ? (body as Result<ResultOf<K>>) : transportFailure('BAD_RESPONSE', `the console answered HTTP ${response.status} without a result`);
  }

  function deliver(block: string): void {
    let event = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    const set = listeners.get(event as EventName);
    if (!set || !data) return;
    const parsed: unknown = JSON.parse(data);
    for (const listener of set) listener(parsed);
  }

  // fetch rather than EventSource: EventSource cannot send the Authorization header, and a token
  // in a query string would end up in logs.
  async function stream(): Promise<void> {
    let delay = RECONNECT_MIN_MS;
    for (;;) {
      try {
        const response = await fetch('/api/events', { headers: headers() });
        if (response.status === 401 || response.status === 403) return;
        if (!response.body) throw new Error('no event stream');
        delay = RECONNECT_MIN_MS;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            deliver(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // The console restarted or the connection dropped: try again, more slowly each time.
      }
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    }
  }

  function on<E extends EventName>(event: E, listener: (data: EventOf<E>) => void): () => void {
    if (!EVENT_NAMES.includes(event)) throw new TypeError(`no event named ${event}`);
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    const entry = listener as (data: unknown) => void;
    set.add(entry);
    if (!streaming && token) {
      streaming = true;
      void stream();
    }
    return () => {
      set.delete(entry);
    };
  }

  return { invoke, on };
}

/** Whether this page holds a token for the web transport. */
export const hasWebToken = (): boolean => sessionStorage.getItem(TOKEN_KEY) !== null;
