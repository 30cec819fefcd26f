// Unit tests run the command line as an engineer does (`node bin/site-console.js …`), and that runs
// the prebuilt bundle: build it from the sources under test first, so that a test never runs a
// stale command line.
import { build } from 'vite';

export default async function buildCommandLine(): Promise<void> {
  await build({ configFile: 'vite.electron.config.ts', mode: 'cli', logLevel: 'warn' });
}
