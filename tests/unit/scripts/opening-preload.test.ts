// index.html names the opening view's chunk, the chunks it imports that the shell does not, and
// their stylesheets, each marked as the opening view's; a build without that view adds nothing.
// Those stylesheets' rules move to the end of the shell's, and their files leave the bundle.
import { describe, expect, it } from 'vitest';
import { moveOpeningStyles, openingFiles, openingPreload } from '../../../scripts/opening-preload';

const chunk = (fileName: string, imports: string[], moduleIds: string[], css: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  moduleIds,
  viteMetadata: { importedCss: new Set(css) },
});

/** A bundle of the shell, the opening view with a chunk it imports, and another view: made anew for each test that changes it. */
const makeBundle = () => ({
  'assets/index.js': chunk('assets/index.js', ['assets/vue.js'], ['/r/renderer/main.ts'], ['assets/index.css'], true),
  'assets/vue.js': chunk('assets/vue.js', [], ['/r/node_modules/vue/index.js']),
  'assets/config-view.js': chunk(
    'assets/config-view.js',
    ['assets/index.js', 'assets/runtime.js'],
    ['/r/renderer/views/ConfigEditorView.vue'],
    ['assets/config-view.css'],
  ),
  'assets/runtime.js': chunk('assets/runtime.js', ['assets/vue.js'], ['\0rolldown/runtime.js'], ['assets/tag.css']),
  'assets/SiteView.js': chunk('assets/SiteView.js', ['assets/index.js'], ['/r/renderer/views/SiteView.vue'], ['assets/SiteView.css']),
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
});
const bundle = makeBundle();
const VIEW = /renderer\/views\/ConfigEditorView\.vue$/;

describe('opening view preload', () => {
  it("names the view's chunk, what it imports beyond the shell, and their stylesheets", () => {
    expect(openingFiles(bundle, VIEW)).toEqual({
      scripts: ['assets/config-view.js', 'assets/runtime.js'],
      styles: ['assets/config-view.css', 'assets/tag.css'],
    });
    expect(openingFiles(bundle, /NoSuchView\.vue$/)).toEqual({ scripts: [], styles: [] });
  });

  it('adds them to index.html as marked links, after what Vite adds', () => {
    const hook = openingPreload(VIEW).transformIndexHtml as {
      order: string;
      handler: (html: string, context: { bundle?: unknown }) => unknown;
    };
    expect(hook.order).toBe('post');
    const tags = hook.handler('', { bundle }) as Array<{ tag: string; attrs: Record<string, unknown> }>;
    expect(tags.map((t) => [t.tag, t.attrs.rel, t.attrs.href, t.attrs['data-opening-view']])).toEqual([
      ['link', 'modulepreload', './assets/config-view.js', true],
      ['link', 'modulepreload', './assets/runtime.js', true],
      ['link', 'stylesheet', './assets/config-view.css', true],
      ['link', 'stylesheet', './assets/tag.css', true],
    ]);
    // In development (no bundle) Vite serves modules as asked: nothing to name.
    expect(hook.handler('', {})).toEqual([]);
  });

  it("moves the view's rules to the end of the shell's stylesheet, in the links' order, and drops their files", () => {
    const styled: Record<string, { type: string } & Record<string, unknown>> = {
      ...makeBundle(),
      // Another view that imports the opening view's shared chunk, and so its stylesheet.
      'assets/LicenseView.js': chunk(
        'assets/LicenseView.js',
        ['assets/runtime.js'],
        ['/r/renderer/views/LicenseView.vue'],
        ['assets/tag.css', 'assets/LicenseView.css'],
      ),
      // Each ends with Vite's hash marker, as Vite leaves it until its own generateBundle takes one out.
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: '.shell{}/*$vite$:1*/' },
      'assets/config-view.css': { type: 'asset', fileName: 'assets/config-view.css', source: '.view{}/*$vite$:1*/' },
      'assets/tag.css': { type: 'asset', fileName: 'assets/tag.css', source: new TextEncoder().encode('.tag{}/*$vite$:1*/') },
      'assets/SiteView.css': { type: 'asset', fileName: 'assets/SiteView.css', source: '.site{}' },
    };
    // As the build runs it: after Vite has written the stylesheets into the bundle, before it writes
    // each dynamic import's list of files to preload (from the chunks' lists of stylesheets).
    const hook = openingPreload(VIEW).generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => void };
    expect(hook.order).toBe('pre');
    hook.handler.call({}, {}, styled);
    const source = (name: string): unknown => styled[name]?.source;
    // One marker left, the shell's own, for Vite to take out.
    expect(source('assets/index.css')).toBe('.shell{}/*$vite$:1*/\n.view{}\n.tag{}');
    expect(Object.keys(styled)).not.toContain('assets/config-view.css');
    expect(Object.keys(styled)).not.toContain('assets/tag.css');
    const css = (name: string): string[] => [
      ...((styled[name]?.viteMetadata as { importedCss: Set<string> } | undefined)?.importedCss ?? []),
    ];
    expect([css('assets/config-view.js'), css('assets/runtime.js'), css('assets/LicenseView.js')]).toEqual([
      [],
      [],
      ['assets/LicenseView.css'],
    ]);
    // Nothing left for the page to link.
    expect(openingFiles(styled, VIEW).styles).toEqual([]);
    // Another view's stylesheet stays its own.
    expect(source('assets/SiteView.css')).toBe('.site{}');
  });

  it('leaves a stylesheet the shell links itself where it is', () => {
    const shared = {
      ...makeBundle(),
      'assets/index.js': chunk('assets/index.js', ['assets/vue.js'], ['/r/renderer/main.ts'], ['assets/tag.css', 'assets/index.css'], true),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: '.shell{}' },
      'assets/config-view.css': { type: 'asset', fileName: 'assets/config-view.css', source: '.view{}' },
      'assets/tag.css': { type: 'asset', fileName: 'assets/tag.css', source: '.tag{}' },
    };
    moveOpeningStyles(shared, VIEW);
    const source = (name: keyof typeof shared): unknown => (shared[name] as { source: unknown }).source;
    expect(source('assets/index.css')).toBe('.shell{}\n.view{}');
    expect(source('assets/tag.css')).toBe('.tag{}');
  });
});
