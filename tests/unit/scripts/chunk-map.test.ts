// A chunk rewritten twice after the bundler wrote it (eager-functions.ts, then minify-chunks.ts):
// its source map still points at the module it came from.
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import MagicString from 'magic-string';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { rewriteChunk } from '../../../scripts/chunk-map';
import { minifiedChunk } from '../../../scripts/minify-chunks';

const SOURCE = ['export function hostWords(host) {', '  return `${host} refused`;', '}', ''].join('\n');

describe('a chunk rewritten twice', () => {
  it('maps its code through both rewrites to the source', () => {
    // The bundler's chunk and map: the source with a marker line above it.
    const bundled = new MagicString(SOURCE).prepend('// main/http/words.ts\n');
    const chunk = { type: 'chunk', fileName: 'http-Ab12.js', code: bundled.toString() } as Rollup.OutputChunk;
    const bundle = {
      [chunk.fileName]: chunk,
      [`${chunk.fileName}.map`]: {
        type: 'asset',
        fileName: `${chunk.fileName}.map`,
        source: bundled.generateMap({ hires: true, source: 'main/http/words.ts', includeContent: true }).toString(),
      },
    } as unknown as Rollup.OutputBundle;
    // The first rewrite, as eager-functions.ts does it: a declaration made a parenthesized expression.
    const eager = new MagicString(chunk.code).overwrite(
      chunk.code.indexOf('export function'),
      chunk.code.indexOf('export function') + 15,
      'var hostWords = (function',
    );
    eager.append(');\nexport { hostWords };\n');
    rewriteChunk(bundle, chunk, eager.toString(), eager.generateMap({ hires: true, source: chunk.fileName }).toString());
    const minified = minifiedChunk(chunk.fileName, chunk.code);
    rewriteChunk(bundle, chunk, minified.code, minified.map);

    expect(chunk.code).toBe(minified.code);
    const asset = bundle[`${chunk.fileName}.map`] as Rollup.OutputAsset;
    const at = chunk.code.indexOf('refused');
    const traced = originalPositionFor(new TraceMap(asset.source as string), { line: 1, column: at });
    expect(traced).toMatchObject({ source: 'main/http/words.ts', line: 2 });
  });
});
