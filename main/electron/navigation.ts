// The two decisions of the Electron glue that concern addresses, kept apart from Electron so that
// plain-Node tests can try hostile addresses against them: where the window may navigate, and which
// built file an app:// request may read.
import { join, normalize, relative, isAbsolute } from 'node:path';
import { APP_HOST, APP_ORIGIN, APP_SCHEME } from './window-options';

/** Whether the window may navigate to `url`: only to the console's own pages, never elsewhere. */
export function isAllowedNavigation(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // Compare parsed parts, not prefixes: `app://renderer.evil/` or `app://renderer@evil/` start with
  // the origin's text but are another host. (A URL of a non-special scheme has origin "null" in
  // the URL standard, so the origin itself cannot be compared.)
  return `${parsed.protocol}//${parsed.host}` === APP_ORIGIN && parsed.username === '' && parsed.password === '';
}

/**
 * The built renderer file an app:// request reads, or null when the request names another host or
 * a path outside the renderer's folder (`..`, encoded or not, or an absolute path on Windows).
 */
export function rendererFileFor(url: string, rendererDir: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname === '/' ? '/index.html' : parsed.pathname);
  } catch {
    return null; // malformed percent-encoding
  }
  if (path.includes('\0')) return null;
  const file = normalize(join(rendererDir, path));
  const inside = relative(rendererDir, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  return file;
}
