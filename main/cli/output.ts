// What the command line prints passes through one filter: a site's message, a person's name, an
// evidence pack's text or a file's first row may hold control characters (an escape sequence that
// clears the screen, retitles the terminal or colours forged text; a backspace or carriage return
// that overwrites what the console said; a bidirectional override that reorders it). Each such
// character is printed as its JSON escape (`\u001b`), so the engineer sees that it was there and
// the terminal does nothing with it. In JSON output the escape stands for the same character, so
// `--json` stays byte for byte the same value.

import { fstatSync, statSync, writeSync } from 'node:fs';

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

/** Where the command line prints: its standard output or its standard error. */
export interface Output {
  write(chunk: string | Uint8Array): boolean;
}

/** Whether the command line's own run writes files and pipes directly (directOutput()). */
let direct = false;

/**
 * For the command line's own run (main/cli/index.ts main()): standard output and error are written
 * directly where they are a file or a pipe, and Node's streams are guarded as they are first used
 * (a library's warning, a prompt). Node's stream for a file or a pipe loads some 20 of its modules
 * (streams, and net for a pipe): 5 ms of every start (issue 34). A terminal keeps Node's stream,
 * which writes through the console's own API (Chinese on a Windows console needs it).
 */
export function directOutput(): void {
  direct = true;
  for (const name of ['stdout', 'stderr'] as const) {
    const own = Object.getOwnPropertyDescriptor(process, name);
    if (!own?.get || !own.configurable) {
      guardOutput(process[name]);
      continue;
    }
    const get = own.get;
    Object.defineProperty(process, name, {
      ...own,
      get: () => {
        const stream = get.call(process) as NodeJS.WriteStream;
        guardOutput(stream);
        return stream;
      },
    });
  }
}

/** Whether `fd` is a file or a pipe, which a direct write serves as Node's stream would; /dev/null too. */
function writesDirectly(fd: number): boolean {
  try {
    const kind = fstatSync(fd);
    if (kind.isFile() || kind.isFIFO() || kind.isSocket()) return true;
    // A character device is a terminal, or the null device where output is thrown away.
    return process.platform !== 'win32' && kind.isCharacterDevice() && kind.rdev === statSync('/dev/null').rdev;
  } catch {
    return false;
  }
}

/**
 * One of the standard outputs: every text terminal-safe, written directly once directOutput() has
 * been called and the output is a file or a pipe, else through Node's stream. A direct write that
 * fails (a full non-blocking pipe, a closed one) hands the rest, and every later write, to the
 * stream, which reports as it always did; what was written stays in order.
 */
function output(fd: 1 | 2, stream: () => NodeJS.WriteStream): Output {
  let writes: boolean | null = null;
  return {
    write(chunk) {
      const safe = typeof chunk === 'string' ? terminalSafe(chunk) : chunk;
      if (!direct) return stream().write(safe);
      writes ??= writesDirectly(fd);
      if (!writes) return stream().write(safe);
      const bytes = typeof safe === 'string' ? Buffer.from(safe) : safe;
      let done = 0;
      try {
        while (done < bytes.length) done += writeSync(fd, bytes, done);
        return true;
      } catch {
        writes = false;
        return stream().write(bytes.subarray(done));
      }
    },
  };
}

/** The command line's standard output. */
export const stdout: Output = output(1, () => process.stdout);
/** The command line's standard error. */
export const stderr: Output = output(2, () => process.stderr);
