// Runs before the tests: the e2e tests drive Debian's Chromium and must never be skipped, so on a
// fresh machine `npm test` gets it itself when it can (as root, with apt-get: the CI case) and
// says so; otherwise it stops at once with the one command that installs it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_CANDIDATES, findChromium } from './chromium';

/** What a person without root runs to install Chromium on Debian. */
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install --no-install-recommends chromium';

/** What ensureChromium needs from the machine (replaced in tests). */
export interface ChromiumMachine {
  env: NodeJS.ProcessEnv;
  find: (env: NodeJS.ProcessEnv) => string | null;
  isRoot: boolean;
  hasAptGet: boolean;
  /** Runs a command with its output shown; returns its exit status. */
  run: (command: string, args: string[], env: NodeJS.ProcessEnv) => number;
  say: (line: string) => void;
  complain: (line: string) => void;
}

/** True when Chromium is there, or has just been installed. */
export function ensureChromium(machine: ChromiumMachine): boolean {
  if (machine.find(machine.env)) return true;
  const chosen = machine.env.CHROMIUM_PATH;
  if (chosen) {
    // A path chosen by hand is not fixed by installing a package elsewhere.
    machine.complain(
      `e2e tests need Chromium and none was found (looked at CHROMIUM_PATH=${chosen}). ` +
        `Point CHROMIUM_PATH at a Chromium executable, or unset it and install Debian's: ${INSTALL_COMMAND}`,
    );
    return false;
  }
  const looked = CHROMIUM_CANDIDATES.join(', ');
  if (!machine.hasAptGet) {
    machine.complain(
      `e2e tests need Chromium and none was found (looked at ${looked}). Install Chromium with your system's package manager ` +
        `(on Debian: ${INSTALL_COMMAND}), or set CHROMIUM_PATH to a Chromium executable.`,
    );
    return false;
  }
  if (!machine.isRoot) {
    machine.complain(`e2e tests need Chromium and none was found (looked at ${looked}). Install it with: ${INSTALL_COMMAND}`);
    return false;
  }
  machine.say(`Chromium is missing (looked at ${looked}) and the e2e tests need it: installing Debian's chromium package with apt-get…`);
  const env = { ...machine.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps: Array<[string, string[]]> = [
    ['apt-get', ['update', '-qq']],
    ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium']],
  ];
  for (const [command, args] of steps) {
    const status = machine.run(command, args, env);
    if (status !== 0) {
      machine.complain(
        `\`${command} ${args.join(' ')}\` failed (exit ${status}), so the e2e tests cannot run. Fix the package sources or the network, then: ${INSTALL_COMMAND.replaceAll('sudo ', '')}`,
      );
      return false;
    }
  }
  const found = machine.find(machine.env);
  if (!found) {
    machine.complain(`apt-get installed chromium, but no Chromium is at ${looked}. Set CHROMIUM_PATH to its executable.`);
    return false;
  }
  machine.say(`Installed Chromium: ${found}`);
  return true;
}

function onPath(name: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const ready = ensureChromium({
    env: process.env,
    find: findChromium,
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get', process.env),
    run: (command, args, env) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1,
    say: (line) => console.log(line),
    complain: (line) => console.error(line),
  });
  if (!ready) process.exit(1);
}
