// The web transport's one-time token, taken out of the address as this module loads: it is kept in
// this tab's sessionStorage and wiped from the address bar (bridge/web.ts says why). A chunk of its
// own (vite.config.ts): wiping the address is a same-document navigation, for which Chromium
// records where the script stood, and inside the shell's one big module that meant reading the
// whole shell again for its source positions (70 ms of a slow laptop's start, bench:startup).
//
// The token read from the address is written to sessionStorage a second after the page started
// (it has painted by then), or as it is left (a reload), whichever comes first: a page's first use
// of its storage waits for the browser to open it (1-7 ms of the first paint here, four times that
// on a slow laptop).

/** Where this tab keeps its token. */
export const TOKEN_KEY = 'site-console.token';

/** Milliseconds after the start at which the token from the address is written to sessionStorage. */
const KEEP_AFTER_MS = 1_000;

/** The token taken from the address and not yet in sessionStorage. */
let unkept: string | null = null;

/** The token in an address's fragment, if it carries one. */
export function tokenIn(url: string): string | null {
  const hash = url.includes('#') ? url.slice(url.indexOf('#')) : '';
  const match = /(?:^#|&)token=([^&]+)/.exec(hash);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Rewrites the address without its fragment (the router's start, `#/`), with `state` as the entry's history state. */
const wipeAddress = (state: unknown = null): void =>
  window.history.replaceState(state, '', `${window.location.pathname}${window.location.search}#/`);

/**
 * The history state vue-router writes for an entry it has not seen (useHistoryStateNavigation in
 * vue-router.mjs; web-token.test.ts holds it to the router's). Written with the wipe as the page
 * loads, before the router exists, so that the router takes the entry as it is rather than writing
 * the address once more: each write is a same-document navigation, 4-10 ms of a slow laptop's start
 * (CPU profiles of bench:startup). Later wipes, with the router running, leave the state to it.
 */
const routerStartState = () => ({
  back: null,
  current: '/',
  forward: null,
  position: window.history.length - 1,
  replaced: true,
  scroll: null,
});

/** Writes the token taken from the address to sessionStorage, if it is not there yet. */
function keepUnkept(): void {
  if (unkept === null) return;
  try {
    sessionStorage.setItem(TOKEN_KEY, unkept);
    unkept = null;
  } catch {
    // The browser refused the storage (disabled, full): the page keeps the token it holds, and a
    // reload of this tab needs the console's address again, as a new tab would.
  }
}

/** Keeps `token` in this tab's sessionStorage and wipes the address's fragment; false where the browser refuses the storage. */
function keepToken(token: string): boolean {
  unkept = token;
  keepUnkept();
  if (unkept !== null) return false;
  wipeAddress();
  return true;
}

/**
 * Keeps a token pasted into the address for the reload that follows: in sessionStorage, or where the
 * browser refuses it, in the address again (the router may have rewritten it since), for the
 * reloaded page to take from there as a first load does.
 */
export function keepForReload(token: string): void {
  if (!keepToken(token)) window.history.replaceState(null, '', `#token=${encodeURIComponent(token)}`);
}

/** The token this tab holds: the one the address brought, else the one kept in sessionStorage (none where storage is refused). */
export function takeToken(): string | null {
  const given = tokenIn(window.location.href);
  // No reload follows here: the address loses the token whether or not the tab could keep it.
  if (given && !keepToken(given)) wipeAddress();
  if (unkept !== null) return unkept;
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

// In Electron the address carries no token, and nothing is done.
const given = tokenIn(window.location.href);
if (given) {
  unkept = given;
  wipeAddress(routerStartState());
  window.addEventListener('pagehide', keepUnkept);
  setTimeout(keepUnkept, KEEP_AFTER_MS);
}
