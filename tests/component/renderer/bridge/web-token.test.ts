// The web transport's token, taken from the address as the page starts: wiped from the address at
// once, held by the page, and written to the tab's sessionStorage once the page is idle or as it is
// left (a reload), so that the first paint does not wait for the browser to open the storage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebHashHistory } from 'vue-router';

const TOKEN = 'tok-3f9a';
const load = () => import('../../../../renderer/bridge/web-token');

describe('the web token taken from the address', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    sessionStorage.clear();
    window.history.replaceState(null, '', `/#token=${TOKEN}`);
  });
  afterEach(() => {
    vi.useRealTimers();
    window.dispatchEvent(new Event('pagehide')); // leaves no module's token unkept for the next test
    sessionStorage.clear();
  });

  it('leaves the address at once and is held before it is kept', async () => {
    const { takeToken, TOKEN_KEY } = await load();
    expect(window.location.hash).toBe('#/');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(takeToken()).toBe(TOKEN);
  });

  it('is kept in the tab once the page is idle', async () => {
    const { takeToken, TOKEN_KEY } = await load();
    await vi.runAllTimersAsync();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
    expect(takeToken()).toBe(TOKEN);
  });

  it('is kept in the tab when the page is left before it was idle (a reload)', async () => {
    const { TOKEN_KEY } = await load();
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
  });

  it('is still held, without an error, when the browser refuses the storage', async () => {
    const { takeToken, TOKEN_KEY } = await load();
    const refuse = vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await vi.runAllTimersAsync();
      window.dispatchEvent(new Event('pagehide'));
      expect(refuse).toHaveBeenCalled();
      expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(takeToken()).toBe(TOKEN);
    } finally {
      refuse.mockRestore();
    }
  });

  it('keeps a token pasted into the address later for the reload, through the address when the browser refuses the storage', async () => {
    const { keepForReload, TOKEN_KEY } = await load();
    keepForReload('pasted-1');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('pasted-1');
    expect(window.location.hash).toBe('#/');
    const refuse = vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      // Pasted, and the router has rewritten the address since.
      window.history.replaceState(null, '', '/#/config');
      keepForReload('pasted 2');
      expect(refuse).toHaveBeenCalled();
      // The address carries it again: the reloaded page takes it from there, as a first load does.
      expect(window.location.hash).toBe('#token=pasted%202');
      vi.resetModules();
      const reloaded = await load();
      expect(window.location.hash).toBe('#/');
      expect(reloaded.takeToken()).toBe('pasted 2');
    } finally {
      refuse.mockRestore();
    }
  });

  it('says it has none, without an error, when a page without one finds the storage refused', async () => {
    window.history.replaceState(null, '', '/#/config');
    const { takeToken } = await load();
    const refuse = vi.spyOn(sessionStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(takeToken()).toBeNull();
      expect(refuse).toHaveBeenCalled();
    } finally {
      refuse.mockRestore();
    }
  });

  it('leaves the address as the router starts an entry, so that the router does not write it again', async () => {
    // What the router writes for an entry it has not seen, with the address at its start.
    window.history.replaceState(null, '', '/#/');
    createWebHashHistory().destroy();
    const routersOwn: unknown = window.history.state;
    expect(routersOwn).not.toBeNull();

    window.history.replaceState(null, '', `/#token=${TOKEN}`);
    await load();
    expect(window.history.state).toEqual(routersOwn);
    const write = vi.spyOn(window.history, 'replaceState');
    try {
      const history = createWebHashHistory();
      expect(write).not.toHaveBeenCalled();
      expect(history.location).toBe('/');
      history.destroy();
    } finally {
      write.mockRestore();
    }
  });

  it('a page opened without it reads the one its tab kept', async () => {
    window.history.replaceState(null, '', '/#/config');
    sessionStorage.setItem('site-console.token', 'kept-before');
    const { takeToken } = await load();
    expect(takeToken()).toBe('kept-before');
    expect(window.location.hash).toBe('#/config');
  });
});
