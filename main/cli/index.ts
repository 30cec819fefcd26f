// `site-console <command>`: the headless command line over the same services as the console (each
// command composes them with cliServices(), over the one composition root, main/compose.ts). Every
// command is loaded only when it runs: `validate` loads neither undici, fastify nor the reference
// site (tests/unit/main/cli.test.ts on the import graph, tests/unit/main/cli-modules.test.ts on the
// built command line). Each command is one file of main/cli/commands/, made with the kit (kit.ts).
import { COMMAND_SUMMARIES, INDEX_WORDS } from './index-words';
import { environmentLanguage } from './language';
import { directOutput, stderr, stdout } from './output';

/** A command: takes its arguments, returns the process exit code. */
type Command = (args: string[]) => Promise<number>;

const isBatch = (args: string[]): boolean => args.some((a) => a === '--batch' || a.startsWith('--batch='));

const commands: Record<string, Command> = {
  validate: async (args) => (await import('./commands/validate')).validateCommand(args),
  site: async (args) => (await import('../../sim/site-command')).siteCommand(args),
  person: async (args) => (await import('./commands/person')).personCommand(args),
  'visitor-access': async (args) =>
    isBatch(args)
      ? (await import('./commands/batch')).batchCommand(args)
      : (await import('./commands/visitor-access')).visitorAccessCommand(args),
  calls: async (args) => (await import('./commands/calls')).callsCommand(args),
  license: async (args) => (await import('./commands/license')).licenseCommand(args),
  evidence: async (args) => (await import('./commands/evidence')).evidenceCommand(args),
  handover: async (args) => (await import('./commands/handover')).handoverCommand(args),
  explain: async (args) => (await import('./commands/explain')).explainCommand(args),
};

/** The language of the command list: --lang among the arguments, else the locale's. */
function listLanguage(argv: string[]): 'en' | 'zh-CN' {
  const at = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const given = at < 0 ? undefined : argv[at]!.startsWith('--lang=') ? argv[at]!.slice('--lang='.length) : argv[at + 1];
  return given === 'en' || given === 'zh-CN' ? given : environmentLanguage();
}

const usage = (language: 'en' | 'zh-CN'): string => {
  const w = INDEX_WORDS[language];
  return [w.usage, '', w.commands, ...Object.keys(commands).map((name) => `  ${COMMAND_SUMMARIES[language][name]}`)].join('\n');
};

/** Runs the command line; returns the exit code (2 for a usage error). */
export async function main(argv: string[]): Promise<number> {
  directOutput();
  const [name, ...rest] = argv;
  const language = listLanguage(argv);
  if (name === undefined || name === '--help' || name === '-h' || name === 'help' || name.startsWith('--lang')) {
    stdout.write(`${usage(language)}\n`);
    return name === undefined || name.startsWith('--lang') ? 2 : 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    // A refusal like every command's: in words, with its code and the explain hint, or the envelope under --json.
    const { failureEnvelope, failureText } = await import('./failure');
    const refusal = {
      category: 'usage' as const,
      code: 'CLI_USAGE',
      message: INDEX_WORDS.en.unknown(name),
      details: { refusal: { en: INDEX_WORDS.en.unknown(name), 'zh-CN': INDEX_WORDS['zh-CN'].unknown(name) } },
    };
    if (rest.includes('--json')) stdout.write(await failureEnvelope(refusal));
    else stderr.write(`${usage(language)}\n${await failureText('', refusal, language)}`);
    return 2;
  }
  return command(rest);
}
