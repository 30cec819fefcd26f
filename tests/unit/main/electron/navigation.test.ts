// The window's address rules, tried with the addresses an attacker in the renderer would try.
// Electron does not run here; these are the functions its will-navigate and app:// handlers call.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAllowedNavigation, rendererFileFor } from '../../../../main/electron/navigation';

describe('isAllowedNavigation', () => {
  it('allows the console’s own pages', () => {
    expect(isAllowedNavigation('app://renderer/index.html')).toBe(true);
    expect(isAllowedNavigation('app://renderer/index.html#/site')).toBe(true);
  });

  it.each([
    'https://example.com/',
    'http://127.0.0.1:43117/',
    'file:///etc/passwd',
    'app://renderer.evil/index.html',
    'app://renderer@evil/index.html',
    'app://user:pass@renderer/index.html',
    'app://other/index.html',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedNavigation(url)).toBe(false);
  });
});

describe('rendererFileFor', () => {
  const dir = join('/opt', 'site-console', 'renderer');

  it('maps the root to index.html and a path to the file under the renderer folder', () => {
    expect(rendererFileFor('app://renderer/', dir)).toBe(join(dir, 'index.html'));
    expect(rendererFileFor('app://renderer/assets/index-abc.js', dir)).toBe(join(dir, 'assets', 'index-abc.js'));
  });

  it('keeps dot segments inside the renderer folder (the URL parser resolves them first)', () => {
    expect(rendererFileFor('app://renderer/../main/index.js', dir)).toBe(join(dir, 'main', 'index.js'));
    expect(rendererFileFor('app://renderer/%2e%2e/main/index.js', dir)).toBe(join(dir, 'main', 'index.js'));
  });

  it.each([
    'app://renderer/assets/%2e%2e%2f%2e%2e%2fmain%2findex.js',
    'app://renderer/%00index.html',
    'app://renderer/%E0%A4%A',
    'app://other/index.html',
    'https://renderer/index.html',
  ])('refuses %s', (url) => {
    expect(rendererFileFor(url, dir)).toBeNull();
  });
});
