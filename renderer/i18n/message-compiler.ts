// The console's own reader of its texts, in place of vue-i18n's message compiler, which the build
// leaves out (__INTLIFY_DROP_MESSAGE_COMPILER__ in vite.config.ts): that parser was a sixth of the
// start-up JavaScript and ran for every text the first view shows. The texts use only what this
// reads: plain text, placeholders ({name}, {0}) and quoted literals ({'|'}, {'@'}). A plural (a
// bare |), a linked text (a bare @) or a stray brace is refused, so that no text shows half-read;
// tests/unit/renderer/i18n/message-compiler.test.ts reads every text of both languages with
// this and with vue-i18n's compiler and expects the same words.
import type { MessageCompiler, MessageContext } from 'petite-vue-i18n';

/** One part of a text: words as they are, or a placeholder filled from the call's values. */
export type MessagePart = string | { named: string } | { list: number };

/** The parts of `text`; throws on syntax the console's texts do not use. */
export function parseMessage(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let words = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (char === '|' || char === '}' || char === '@' || (char === '%' && text[at + 1] === '{')) {
      throw new Error(`unsupported ${JSON.stringify(char)} at ${at} in ${JSON.stringify(text)}`);
    }
    if (char !== '{') {
      words += char;
      at++;
      continue;
    }
    const end = text.indexOf('}', at);
    if (end < 0) throw new Error(`unclosed { at ${at} in ${JSON.stringify(text)}`);
    const inside = text.slice(at + 1, end).trim();
    const literal = /^'((?:[^'\\]|\\.)*)'$/.exec(inside);
    if (literal)
      words += (literal[1] ?? '').replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, c: string) =>
        c.length > 1 ? String.fromCharCode(parseInt(c.slice(1), 16)) : c,
      );
    else if (/^\d+$/.test(inside) || /^[a-zA-Z_][\w-]*$/.test(inside)) {
      if (words) parts.push(words);
      words = '';
      parts.push(/^\d+$/.test(inside) ? { list: Number(inside) } : { named: inside });
    } else throw new Error(`unsupported placeholder {${inside}} in ${JSON.stringify(text)}`);
    at = end + 1;
  }
  if (words || parts.length === 0) parts.push(words);
  return parts;
}

/** What vue-i18n gives a compiled text when it shows it (its type leaves these two out). */
type FormatContext = MessageContext & { normalize: (values: unknown[]) => unknown; interpolate: (value: unknown) => unknown };
type Format = ReturnType<MessageCompiler>;

const compiled = new Map<string, Format>();

/** Turns a text into what vue-i18n calls to show it, as its own compiler's output would. */
export const messageCompiler: MessageCompiler = (message) => {
  // The console gives vue-i18n no precompiled texts: a text that is not a string is shown as given.
  if (typeof message !== 'string') return (() => message) as unknown as Format;
  let format = compiled.get(message);
  if (!format) {
    let parts: MessagePart[];
    try {
      parts = parseMessage(message);
    } catch (error) {
      console.error(error);
      parts = [message];
    }
    const only = parts.length === 1 ? parts[0] : undefined;
    const show =
      typeof only === 'string'
        ? (context: FormatContext) => (context.type === 'text' ? only : context.normalize([only]))
        : (context: FormatContext) =>
            context.normalize(
              parts.map((part) =>
                typeof part === 'string'
                  ? part
                  : context.interpolate('named' in part ? context.named(part.named) : context.list(part.list)),
              ),
            );
    format = show as unknown as Format;
    compiled.set(message, format);
  }
  return format;
};
