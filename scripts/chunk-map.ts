// The command line's build rewrites chunks after the bundler wrote them (eager-functions.ts,
// minify-chunks.ts); each rewrite keeps the chunk's source map pointing at the sources.
import remapping from '@jridgewell/remapping';
import type { Rollup } from 'vite';

/**
 * Gives `chunk` of `bundle` its rewritten `code`. `map` maps that code to the chunk's code before;
 * the chunk's map is written from its own asset, which then maps the new code through to the sources.
 */
export function rewriteChunk(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, code: string, map: string): void {
  chunk.code = code;
  const asset = bundle[`${chunk.fileName}.map`];
  if (asset?.type !== 'asset') return;
  const old = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  asset.source = JSON.stringify(remapping([map, old], () => null));
}
