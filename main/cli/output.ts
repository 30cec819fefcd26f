// What the command line prints passes through one filter: a site's message, a person's name, an
// evidence pack's text or a file's first row may hold control characters (an escape sequence that
// clears the screen, retitles the terminal or colours forged text; a backspace or carriage return
// that overwrites what the console said; a bidirectional override that reorders it). Each such
// character is printed as its JSON escape (`\u001b`), so the engineer sees that it was there and
// the terminal does nothing with it. In JSON output the escape stands for the same character, so
// `--json` stays byte for byte the same value.

/** C0 controls but tab and newline, DEL, C1 controls, the line and paragraph separators, and the bidirectional marks and overrides. */
const UNPRINTABLE_CLASS = '[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]';
/** One found (no global flag: `test` keeps no position between texts). */
const HAS_UNPRINTABLE = new RegExp(UNPRINTABLE_CLASS);
const UNPRINTABLE = new RegExp(UNPRINTABLE_CLASS, 'g');

const escaped = (character: string): string => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The text with every character that a terminal would act on, rather than show, written as its escape. */
export const terminalSafe = (text: string): string => (HAS_UNPRINTABLE.test(text) ? text.replace(UNPRINTABLE, escaped) : text);

const guarded = new WeakSet<NodeJS.WriteStream>();

/**
 * Makes every text written to the stream terminal-safe. Bytes (a Buffer, such as the echo of what
 * the engineer types at a prompt) pass as they are: they are the engineer's own.
 */
export function guardOutput(stream: NodeJS.WriteStream): void {
  if (guarded.has(stream)) return;
  guarded.add(stream);
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(typeof chunk === 'string' ? terminalSafe(chunk) : chunk, ...rest)) as typeof stream.write;
}
