// The web transport's one-time token, taken out of the address as this module loads: it is kept in
// this tab's sessionStorage and wiped from the address bar (bridge/web.ts says why). A chunk of its
// own (vite.config.ts): wiping the address is a same-document navigation, for which Chromium
// records where the script stood, and inside the shell's one big module that meant reading the
// whole shell again for its source positions (70 ms of a slow laptop's start, bench:startup).

/** Where this tab keeps its token. */
export const TOKEN_KEY = 'site-console.token';

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

/** Keeps `token` in this tab and wipes the address's fragment. */
export function keepToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/`);
}

/** Takes the token out of the address into this tab's sessionStorage; the one the tab holds. */
export function takeToken(): string | null {
  const given = tokenIn(window.location.href);
  if (given) keepToken(given);
  return sessionStorage.getItem(TOKEN_KEY);
}

// In Electron the address carries no token, and nothing is done.
if (tokenIn(window.location.href)) takeToken();
