// A Vite plugin that names the opening view's files in index.html: its chunk and the chunks it
// imports (as modulepreload), and any stylesheet of theirs not moved into the shell's. Otherwise the
// browser hears of them only once the shell's module runs (opening-view.ts), one round trip and one
// compile later, and the request, started from the shell's top level, has Chromium read the whole
// shell again for the source positions of its initiator (bench:startup). Named in the page, they
// stream in and compile beside the shell's, and Vite's preload helper finds them there and adds no
// link of its own. Each link carries `data-opening-view`: the budget check counts these files as the
// first view's, not the shell's (scripts/bundle-budget.ts).
// The opening view's rules are moved into the shell's stylesheet, after the shell's own (the order
// the links gave them), and their files leave the bundle: one stylesheet for Chromium to fetch,
// parse and match rather than three. This runs before Vite writes each dynamic import's list of
// files to preload, so that no list names the files that are gone (the rules are in the shell's
// stylesheet, which every page has). Each stylesheet fewer is a request and a response handled on
// the main thread: the first view usable some 20 ms sooner for the move, 17–53 ms for the files
// gone (bench:startup, paired cold runs at 4×, rounds of 40 in both orders).
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What this plugin needs of a chunk of the bundle. */
interface OpeningChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** What this plugin needs of a stylesheet of the bundle. */
interface StyleAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/** The comment Vite ends each stylesheet with until its own generateBundle (vite:css-post). */
const VITE_HASH_MARKER = /\/\*\$vite\$:\d+\*\//g;

/**
 * Moves the rules of the opening view's stylesheets (of `view`) to the end of the entry's last
 * stylesheet and takes their files out of the bundle and out of every chunk's list of stylesheets.
 */
export function moveOpeningStyles(bundle: Record<string, { type: string }>, view: RegExp): void {
  const entry = Object.values(bundle).find((output): output is OpeningChunk => output.type === 'chunk' && (output as OpeningChunk).isEntry);
  const shellStyles = entry?.viteMetadata?.importedCss ?? new Set<string>();
  const shell = bundle[[...shellStyles].at(-1) ?? ''] as StyleAsset | undefined;
  if (!shell) return;
  const text = (asset: StyleAsset): string => (typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source));
  const chunks = Object.values(bundle).filter((output): output is OpeningChunk => output.type === 'chunk');
  for (const name of openingFiles(bundle, view).styles) {
    const style = bundle[name] as StyleAsset | undefined;
    // A stylesheet the shell links itself keeps its place among the shell's.
    if (!style || shellStyles.has(name)) continue;
    // Without Vite's hash marker, which Vite takes out of each stylesheet once (its own stays in the shell's).
    shell.source = `${text(shell)}\n${text(style).replace(VITE_HASH_MARKER, '')}`;
    for (const chunk of chunks) chunk.viteMetadata?.importedCss.delete(name);
    delete bundle[name];
  }
}

/** The files of the chunk that holds `view` (a module id) that the entry does not already load: its scripts and stylesheets. */
export function openingFiles(bundle: Record<string, { type: string }>, view: RegExp): { scripts: string[]; styles: string[] } {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is OpeningChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const closure = (roots: string[]): string[] => {
    const found = new Set<string>();
    const visit = (name: string): void => {
      if (found.has(name) || !chunks.has(name)) return;
      found.add(name);
      for (const next of chunks.get(name)?.imports ?? []) visit(next);
    };
    roots.forEach(visit);
    return [...found];
  };
  const shell = new Set(closure([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName)));
  const opening = [...chunks.values()].find((c) => !c.isEntry && c.moduleIds.some((id) => view.test(id)));
  const scripts = opening ? closure([opening.fileName]).filter((name) => !shell.has(name)) : [];
  const styles = new Set(scripts.flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]));
  return { scripts, styles: [...styles] };
}

/** Adds the opening view's files (the view module matching `view`) to index.html. */
export function openingPreload(view: RegExp): Plugin {
  return {
    name: 'site-console:opening-preload',
    apply: 'build',
    // Before Vite's own generateBundle, which writes the files each dynamic import preloads.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        moveOpeningStyles(bundle, view);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const { scripts, styles } = openingFiles(context.bundle, view);
        const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { ...attrs, crossorigin: true, 'data-opening-view': true },
          injectTo: 'head',
        });
        return [
          ...scripts.map((file) => link({ rel: 'modulepreload', href: `./${file}` })),
          ...styles.map((file) => link({ rel: 'stylesheet', href: `./${file}` })),
        ];
      },
    },
  };
}
