// A Vite plugin that compiles the console's texts (renderer/i18n/**/en.ts and zh-CN.ts) to the
// message ASTs vue-i18n runs, at build time, with vue-i18n's own compiler. The renderer then ships
// without the compiler (`__INTLIFY_DROP_MESSAGE_COMPILER__` in vite.config.ts) and compiles no
// message while a slow laptop starts. Only string values of object properties are messages; keys,
// imports and comments stay as they are. A text that does not compile fails the build, naming it.
import { baseCompile } from '@intlify/message-compiler';
import type { Plugin } from 'vite';

const MESSAGE_MODULE = /[\\/]renderer[\\/]i18n[\\/](?:[^\\/]+[\\/])?(?:en|zh-CN)\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The message AST of `text`, as JavaScript source (vue-i18n formats it without compiling). */
export function compiledMessage(text: string, where: string): string {
  const { ast } = baseCompile(text, {
    jit: true,
    // Short keys (t, b, s…), which vue-i18n's formatter reads as well as the long ones.
    minify: true,
    location: false,
    onError: (error) => {
      throw new Error(`${where}: the text ${JSON.stringify(text)} does not compile: ${error.message}`);
    },
  });
  return JSON.stringify(ast);
}

/** `code` with every string property value replaced by its compiled message. */
export function precompileModule(code: string, program: Node, where: string): string {
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  const visit = (node: Node): void => {
    if (node.type === 'Property' && isNode(node.value) && node.value.type === 'Literal' && typeof node.value.value === 'string') {
      replacements.push({ start: node.value.start, end: node.value.end, text: compiledMessage(node.value.value, where) });
      return;
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.filter(isNode).forEach(visit);
      else if (isNode(child)) visit(child);
    }
  };
  visit(program);
  let out = '';
  let at = 0;
  for (const r of replacements.sort((a, b) => a.start - b.start)) {
    out += code.slice(at, r.start) + r.text;
    at = r.end;
  }
  return out + code.slice(at);
}

export function precompileMessages(): Plugin {
  return {
    name: 'site-console:precompile-messages',
    apply: 'build',
    transform(code, id) {
      if (!MESSAGE_MODULE.test(id)) return null;
      return { code: precompileModule(code, this.parse(code) as unknown as Node, id), map: null };
    },
  };
}
