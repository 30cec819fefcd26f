// Where `license activate` takes the license key from: never the command line, where it stays in
// the shell history and shows in `ps` to every account on the laptop. It is read from a file
// (--key-file), from standard input (--key-stdin, for a password manager or a pipe), or asked for
// at the terminal without echo. `--key` is refused with this advice rather than kept with a
// warning: by the time a warning prints, the key is already in the history.
import { ConsoleError } from '../../shared/errors';
import { readTextFile } from '../../shared/node/regular-file';
import { readFailure } from '../files/bounded-read';

/** Longest key file or standard input read; a license key is a line. */
const MAX_KEY_BYTES = 64 * 1024;

/** Where the key comes from, as the flags say. */
export type KeySource = { from: 'file'; path: string } | { from: 'stdin' } | { from: 'prompt' };

/** The advice given for `--key`. */
export const KEY_ON_COMMAND_LINE =
  '--key is refused: a license key on the command line stays in the shell history and shows in the process list (ps) to every account on this laptop. Use --key-file <file> (one line), --key-stdin (e.g. from a password manager), or leave both out to be asked at the terminal without echo';

const firstLine = (text: string): string =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]
    ?.trim() ?? '';

const usage = (message: string): ConsoleError => new ConsoleError('usage', 'LICENSE_KEY_INPUT', message);

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_KEY_BYTES)
      throw usage(`standard input holds more than ${MAX_KEY_BYTES} bytes; --key-stdin takes the license key on one line`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Asks at the terminal, echoing nothing of what is typed. */
async function prompt(question: string): Promise<string> {
  // Loaded only to ask: every `license` command loads this module, and readline with Node's
  // streams is some 3 ms of its start (issue 34).
  const [{ createInterface }, { Writable }] = await Promise.all([import('node:readline'), import('node:stream')]);
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

/** The license key from its source; a usage error when it is empty or cannot be read. */
export async function readLicenseKey(source: KeySource): Promise<string> {
  let key: string;
  if (source.from === 'file') {
    try {
      key = firstLine((await readTextFile(source.path, MAX_KEY_BYTES)).text);
    } catch (error) {
      // Each way the file fails has its code and words, with the path, in both languages.
      throw readFailure(error, 'license key file', 'LICENSE_KEY_FILE', 'option');
    }
    if (!key)
      throw new ConsoleError('usage', 'LICENSE_KEY_FILE_EMPTY', `the first line of the license key file ${source.path} is empty`, {
        path: source.path,
      });
  } else if (source.from === 'stdin') key = firstLine(await readStdin());
  else {
    if (!process.stdin.isTTY)
      throw usage(
        'activate needs the license key: --key-file <file>, or --key-stdin to read it from standard input (there is no terminal to ask at)',
      );
    key = (await prompt('License key (not shown): ')).trim();
  }
  if (!key) throw usage('no license key was given');
  return key;
}
