// The web transport's client: the same SiteConsoleBridge over HTTP to main's loopback server.
// The one-time token arrives in the address fragment (#token=…), which browsers never send to a
// server; it is wiped from the address bar at once and kept in sessionStorage. sessionStorage is
// this origin's and this tab's only: a reload (F5) keeps the session, no other site's page can
// read it, and it is gone when the tab closes.
//
// The page also says whether it still reaches the console (`connection`): a console that stopped,
// or restarted with a new token, leaves the page with state it can no longer vouch for, and the
// shell hides the areas until the session is back (components/TheConsoleConnection.vue). A page
// that gets its session back starts afresh (reload), so that every view reads main's state again.
import type { EventName, EventOf, OperationName, PayloadOf, ResultOf, SiteConsoleBridge } from '../../shared/api';
// Names only: the contract's index would bring its schema builders into the renderer's bundle.
import { LISTED_EVENT_NAMES as EVENT_NAMES } from '../../shared/api/event-names';
import type { Result } from '../../shared/errors';
import { keepForReload, takeToken, tokenIn } from './web-token';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * Whether the page reaches the console: `ok`; `no-token` (opened without the address's token);
 * `refused` (main does not take this page's token: it has restarted since); `unreachable` (nothing
 * answers: the console has stopped).
 */
export type WebConnection = 'ok' | 'no-token' | 'refused' | 'unreachable';

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

/** The web bridge, with what the shell needs to know about the session. */
export interface WebBridge extends SiteConsoleBridge {
  /** Whether the page reaches the console now. */
  connection(): WebConnection;
  /** Calls `listener` on every change of the connection; returns the function that unsubscribes. */
  onConnection(listener: (state: WebConnection) => void): () => void;
  /** Tries again with the token this tab holds; when main takes it, the page starts afresh. */
  reconnect(): Promise<WebConnection>;
}

/** Runs `work` when the page is next idle, within half a second. */
const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 500 });
  else setTimeout(work, 0);
};

/** Creates the web bridge for this page. */
export function createWebBridge(): WebBridge {
  let token = takeToken();
  let state: WebConnection = token ? 'ok' : 'no-token';
  const watchers = new Set<(state: WebConnection) => void>();
  const headers = (): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
  const listeners = new Map<EventName, Set<(data: unknown) => void>>();
  let streaming = false;

  // A page being left (a reload) has its requests cut short: that says nothing about the console.
  let leaving = false;
  window.addEventListener('pagehide', () => (leaving = true));

  function setState(next: WebConnection): void {
    if (leaving) return;
    // Once lost, only reconnect() (a reload) brings the page back: what it shows came from a
    // session that may have ended, and an answer from a new one would not make it true again.
    if (next === state || (state !== 'ok' && next === 'ok')) return;
    state = next;
    for (const watcher of watchers) watcher(state);
  }

  /** A new token pasted into this tab's address (a hash change, no reload): a new session, started afresh. */
  function onAddressChange(url: string): void {
    const given = tokenIn(url);
    if (!given) return;
    keepForReload(given);
    window.location.reload();
  }
  // Both: popstate comes first (before the router rewrites the address), hashchange carries the
  // address as it was typed, whatever the router has made of it since.
  window.addEventListener('popstate', () => onAddressChange(window.location.href));
  window.addEventListener('hashchange', (event) => onAddressChange(event.newURL));

  async function post(op: string, payload: unknown): Promise<Response> {
    return fetch(`/api/invoke/${encodeURIComponent(op)}`, {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/json' },
      body: JSON.stringify(payload ?? {}),
    });
  }

  async function invoke<K extends OperationName>(op: K, payload: PayloadOf<K>): Promise<Result<ResultOf<K>>> {
    if (!token) return transportFailure('TOKEN_REQUIRED', 'this page was opened without the token');
    let response: Response;
    try {
      response = await post(op, payload);
    } catch {
      setState('unreachable');
      return transportFailure('CONSOLE_UNREACHABLE', 'the console process does not answer');
    }
    if (response.status === 401) {
      // The page sent a token and main does not take it: not "opened without the token".
      setState('refused');
      return transportFailure('TOKEN_REFUSED', 'the console does not take this page’s token: it has restarted since the page was opened');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    return isResult(body)
      ? (body as Result<ResultOf<K>>)
      : transportFailure('BAD_RESPONSE', `the console answered HTTP ${response.status} without a result`);
  }

  async function reconnect(): Promise<WebConnection> {
    token = takeToken();
    if (!token) return state;
    try {
      const response = await post('app:info', {});
      if (response.status === 401) setState('refused');
      if (!response.ok) return state;
    } catch {
      setState('unreachable');
      return state;
    }
    window.location.reload();
    return 'ok';
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
    let connected = false;
    for (;;) {
      let response: Response | null = null;
      try {
        response = await fetch('/api/events', { headers: headers() });
      } catch {
        // Nothing answers where the console was (a stream that merely dropped is not that).
        if (connected) setState('unreachable');
      }
      if (response?.status === 401 || response?.status === 403) {
        setState('refused');
        return;
      }
      if (response?.body && state === 'unreachable') {
        // The same run answers again (it took this token): events were missed meanwhile, so the
        // page starts afresh rather than go on from what it last heard.
        window.location.reload();
        return;
      }
      if (response?.body) {
        delay = RECONNECT_MIN_MS;
        connected = true;
        try {
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
          // The connection dropped (or main closed a stream read too slowly): connect again.
        }
      }
      // Lost for good (refused, no token): stop; unreachable: keep looking for the console.
      if (state !== 'ok' && state !== 'unreachable') return;
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
      // Connected once the page is idle, not in the midst of its first paint (whose thread its
      // request took). A change made elsewhere while the page starts is not told to it, with or
      // without the wait: the stream has no history, and the page reads main's state as it starts.
      whenIdle(() => void stream());
    }
    return () => {
      set.delete(entry);
    };
  }

  function onConnection(listener: (state: WebConnection) => void): () => void {
    watchers.add(listener);
    return () => watchers.delete(listener);
  }

  return { invoke, on, connection: () => state, onConnection, reconnect };
}
