#!/usr/bin/env node
// The headless command line. It runs the TypeScript sources through tsx so that it works right
// after `npm ci`, without a build.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../main/cli.ts');
process.exitCode = await main(process.argv.slice(2));
