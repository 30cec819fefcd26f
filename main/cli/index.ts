// `site-console <command>`: the headless command line over the same services as the console (each
// command composes them with cliServices(), over the one composition root, main/compose.ts). Every
// command is loaded only when it runs: `validate` loads neither undici, fastify nor the reference
// site (tests/unit/main/cli.test.ts on the import graph,
// tests/unit/main/cli-modules.test.ts on the built command line).

import { guardOutput } from './output';

/** A command: takes its arguments, returns the process exit code. */
type Command = (args: string[]) => Promise<number>;

const commands: Record<string, { run: Command; summary: string }> = {
  validate: { run: async (args) => (await import('./commands/validate')).validateCommand(args), summary: 'validate <file>... [--json]   check configuration documents' },
  site: { run: async (args) => (await import('../../sim/site-command')).siteCommand(args), summary: 'site [--data <file>] [--host <ip>] [--port-base <n>]   run the reference site' },
  person: { run: async (args) => (await import('./commands/site-call')).personCommand(args), summary: 'person <personId> --profile <file> [--route direct|gateway] [--json]   look up a person and their floors (L1)' },
  'visitor-access': {
    run: async (args) => (args.some((a) => a === '--batch' || a.startsWith('--batch=')) ? (await import('./commands/batch')).batchCommand(args) : (await import('./commands/site-call')).visitorAccessCommand(args)),
    summary: 'visitor-access <visitorId> [--floors <id,…>] --profile <file> [--route …] [--json]   open elevator access (L2); --batch <file.csv|xlsx> for many',
  },
  calls: {
    run: async (args) => (await import('./commands/calls')).callsCommand(args),
    summary: 'calls export --har <file.har> | --curl <file.sh|-> [--id <trace>]… [--operation …] [--route …] [--outcome …] [--text …] [--secrets-in-clear] [--json]   site calls for the vendor’s support',
  },
  license: { run: async (args) => (await import('./commands/license')).licenseCommand(args), summary: 'license activate|check|status --config <file> [--key-file <f> | --key-stdin] [--state-dir <dir>] [--json]   use the authorization client' },
  evidence: { run: async (args) => (await import('./commands/evidence')).evidenceCommand(args), summary: 'evidence export --out <file.zip> | verify <file.zip> [--expect <fp>] | trust <file.zip|fp> --name <n> | key show|export|import   the signed handover evidence pack and the keys it trusts' },
  handover: { run: async (args) => (await import('./commands/handover')).handoverCommand(args), summary: 'handover report --pack <pack.zip> --out <report.html> [--lang zh-CN|en|both]   the report the customer signs' },
};

const usage = (): string =>
  ['usage: site-console <command> [arguments]', '', 'commands:', ...Object.values(commands).map((c) => `  ${c.summary}`)].join('\n');

/** Runs the command line; returns the exit code (2 for a usage error). */
export async function main(argv: string[]): Promise<number> {
  guardOutput(process.stdout);
  guardOutput(process.stderr);
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${usage()}\n`);
    return name === undefined ? 2 : 0;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`site-console: unknown command "${name}"\n${usage()}\n`);
    return 2;
  }
  return command.run(rest);
}
