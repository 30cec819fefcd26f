// A Vite plugin that writes down what each renderer chunk is made of, so that the budget check
// (scripts/bundle-budget.ts) can say which package or folder made a chunk grow. Written beside
// dist/renderer, not inside it: the web transport serves that folder and this is no part of the app.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

/** One module's rendered code in a chunk (before minification), keyed by where it comes from. */
export interface ReportedModule {
  id: string;
  code: string;
}

/** One JavaScript chunk of the renderer build. */
export interface ReportedChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks this one imports statically: they load with it. */
  imports: string[];
  /** Chunks this one may load later. */
  dynamicImports: string[];
  /** CSS files loaded with this chunk. */
  css: string[];
  modules: ReportedModule[];
}

/** What the renderer build wrote. */
export interface BundleReport {
  chunks: ReportedChunk[];
}

/** Writes the report of every build to `file`. */
export function bundleReport(file: string, root: string): Plugin {
  const local = (id: string): string => id.replace(/\0/g, '').replace(`${root}/`, '');
  return {
    name: 'site-console:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ReportedChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: Object.entries(output.modules).map(([id, m]) => ({ id: local(id), code: m.code ?? '' })),
        });
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ chunks } satisfies BundleReport));
    },
  };
}
