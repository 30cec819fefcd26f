// The command-line kit: every command is `defineCommand({ name, options, usage, run })`, and the
// kit owns what they all share, the same way each time:
// - `--help` (its usage in the engineer's language, exit 0), `--json`, `--lang` and, for a command
//   that opens the secrets store, `--passphrase-file`;
// - the language: --lang when given, else the locale (LC_ALL, LC_MESSAGES, LANG), else English;
// - a usage refusal (exit 2) in that language, followed by the usage text;
// - any ConsoleError a command lets go, said in words ending with its code and the
//   `site-console explain` hint on stderr, and under --json as one envelope on stdout (failure.ts).
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { ConsoleError } from '../../shared/errors';
import { LANGUAGES, type Language, type LocalizedText } from '../../shared/language';
import type { ErrorCategory } from '../../shared/error-categories';
import type { CliFailure, FailureOptions } from './failure';
import { KIT_WORDS } from './kit-words';
import { environmentLanguage } from './language';
import { stderr, stdout } from './output';

type OptionValue<D> = D extends { type: 'boolean' }
  ? D extends { multiple: true }
    ? boolean[]
    : boolean
  : D extends { multiple: true }
    ? string[]
    : string;

/** The values of a command's options, as parsed. */
export type OptionValues<O extends ParseArgsOptionsConfig> = { [K in keyof O]?: OptionValue<O[K]> };

/** What a command runs with, once the kit has read what every command shares. */
export interface CommandContext<O extends ParseArgsOptionsConfig> {
  values: OptionValues<O>;
  positionals: string[];
  json: boolean;
  /** The language of what it prints. */
  language: Language;
  /** --lang as given (a command may take more than a language there: handover's `both`). */
  lang: string | undefined;
  /** The secrets passphrase of --passphrase-file, for a command that takes it. */
  passphrase: string | undefined;
  /** Says a failure that the command handles itself (as the kit would), returning `exit`. */
  fail: (failure: CliFailure, options?: FailureOptions & { exit?: number }) => Promise<number>;
}

/** A command of the command line. */
export interface CommandSpec<O extends ParseArgsOptionsConfig> {
  /** As the engineer types it after `site-console` (`visitor-access --batch`). */
  name: string;
  options: O;
  usage: LocalizedText;
  /**
   * Takes --passphrase-file and reads it so (the commands that open the secrets store, which
   * import main/secrets/cli-secrets.ts already: the kit itself loads none of the secrets code).
   */
  passphrase?: (file: string) => Promise<string>;
  /** What --lang takes beside the console's languages (handover: `both`, the report's languages). */
  moreLanguages?: readonly string[];
  /** The exit status of a failure; by category as the site commands have it (EXIT_OF) unless given. */
  exitOf?: (failure: CliFailure) => number;
  /** Facts said beside the error of a --json failure (the passphrase's state, a call's route). */
  failureExtra?: () => object;
  run: (context: CommandContext<O>) => Promise<number>;
}

/** A refusal of the command's arguments, in every language: exit 2, followed by the usage text; `facts` go to --json's details. */
export const refusal = (words: LocalizedText, facts: Record<string, unknown> = {}): ConsoleError =>
  new ConsoleError('usage', 'CLI_USAGE', words.en, { ...facts, refusal: words });

/** Whether a failure is a refusal of the arguments (usage text follows it). */
const isRefusal = (failure: CliFailure): boolean => failure.code === 'CLI_USAGE';

/** Exit status by a failure's category, as the site commands have it: 1 the site said no, 2 usage or a file, 3 no usable answer. */
export const EXIT_OF: Readonly<Record<ErrorCategory, number>> = {
  envelope: 1,
  site: 1,
  'not-found': 1,
  license: 1,
  usage: 2,
  validation: 2,
  io: 2,
  network: 3,
  timeout: 3,
  tls: 3,
  http: 3,
  malformed: 3,
  transport: 3,
  internal: 3,
};

const SHARED_OPTIONS = { help: { type: 'boolean', short: 'h' }, json: { type: 'boolean' }, lang: { type: 'string' } } as const;

/** The value of --lang among the arguments, before they are parsed (a refusal of them is said in it). */
function langArgument(args: readonly string[]): string | undefined {
  const end = args.indexOf('--');
  const given = end === -1 ? args : args.slice(0, end);
  let value: string | undefined;
  given.forEach((arg, i) => {
    if (arg === '--lang') value = given[i + 1];
    else if (arg.startsWith('--lang=')) value = arg.slice('--lang='.length);
  });
  return value;
}

/** node:util's refusal of the arguments, in every language. */
function parseRefusal(error: Error & { code?: string }): ConsoleError {
  const option = /'(-[^' ]+)/.exec(error.message)?.[1] ?? '';
  const positional = /argument '([^']*)'/.exec(error.message)?.[1] ?? '';
  const say = (key: 'unknownOption' | 'needsValue' | 'takesNoValue' | 'unexpected', value: string): ConsoleError =>
    refusal({ en: KIT_WORDS.en[key](value), 'zh-CN': KIT_WORDS['zh-CN'][key](value) });
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return say('unknownOption', option);
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /argument missing/.test(error.message) ? say('needsValue', option) : say('takesNoValue', option);
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return say('unexpected', positional);
    default:
      return refusal({ en: error.message, 'zh-CN': error.message });
  }
}

/** A command: takes its arguments, returns the process exit status. */
export type Command = (args: string[]) => Promise<number>;

/** Defines a command over the kit. */
export function defineCommand<const O extends ParseArgsOptionsConfig>(spec: CommandSpec<O>): Command {
  return async (args) => {
    const json = args.includes('--json');
    const given = langArgument(args);
    const accepted = ['en', 'zh-CN', ...(spec.moreLanguages ?? [])];
    const languageGiven = given !== undefined && (LANGUAGES as readonly string[]).includes(given);
    const language: Language = languageGiven ? (given as Language) : environmentLanguage();
    const fail: CommandContext<O>['fail'] = async (failure, options = {}) => {
      // Loaded only now: a command that succeeds does not load the error catalogue.
      const { failureEnvelope, failureText } = await import('./failure');
      const said = { ...options, extra: { ...spec.failureExtra?.(), ...options.extra } };
      // Scripts read the envelope on stdout; the engineer watching reads the words on stderr, with --json too.
      if (json) stdout.write(await failureEnvelope(failure, said));
      stderr.write(`${isRefusal(failure) && !json ? spec.usage[language] : ''}${await failureText(spec.name, failure, language, said)}`);
      return options.exit ?? (isRefusal(failure) ? 2 : (spec.exitOf?.(failure) ?? EXIT_OF[failure.category as keyof typeof EXIT_OF] ?? 3));
    };
    try {
      let parsed: { values: Record<string, unknown>; positionals: string[] };
      try {
        const passphraseOption = spec.passphrase ? { 'passphrase-file': { type: 'string' } } : {};
        parsed = parseArgs({
          args,
          allowPositionals: true,
          strict: true,
          options: { ...spec.options, ...SHARED_OPTIONS, ...passphraseOption } as ParseArgsOptionsConfig,
        });
      } catch (error) {
        throw parseRefusal(error as Error & { code?: string });
      }
      if (parsed.values.help === true) {
        stdout.write(spec.usage[language]);
        return 0;
      }
      if (given !== undefined && !accepted.includes(given)) {
        const allowed = accepted.join(KIT_WORDS.en.or);
        throw refusal({
          en: KIT_WORDS.en.lang(allowed, given),
          'zh-CN': KIT_WORDS['zh-CN'].lang(accepted.join(KIT_WORDS['zh-CN'].or), given),
        });
      }
      const file = parsed.values['passphrase-file'];
      let passphrase: string | undefined;
      if (typeof file === 'string' && spec.passphrase) {
        try {
          passphrase = await spec.passphrase(file);
        } catch (error) {
          // A passphrase file that cannot be used is a refusal of the arguments, as it always was.
          if (error instanceof ConsoleError)
            throw error.code === 'CLI_USAGE' ? error : ConsoleError.relayed({ ...error, category: 'usage' }, error.message);
          throw error;
        }
      }
      return await spec.run({
        values: parsed.values as OptionValues<O>,
        positionals: parsed.positionals,
        json,
        language,
        lang: given,
        passphrase,
        fail,
      });
    } catch (error) {
      if (error instanceof ConsoleError) return fail(error.toBridgeError());
      throw error;
    }
  };
}
