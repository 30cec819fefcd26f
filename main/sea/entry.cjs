// The single executable's main script (Node's SEA): the command line without Node or npm on the
// laptop. Node 24 runs an injected main script as CommonJS whose require() knows only built-in
// modules, so the bundled command line is loaded from the `cli` folder beside the executable, and
// the packages with native parts from the `node_modules` folder beside it (scripts/build-sea.ts).
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- Node 24 runs a SEA main script as CommonJS: require() is how it loads. */
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');

const here = dirname(process.execPath);
const load = createRequire(join(here, 'cli', 'entry.cjs'));
const hostEntry = join(here, 'cli', 'licensevendor-host.js');

// The licensevendor host runs in a process of its own, forked with this executable as its Node
// (child_process.fork passes the host script as the first argument).
if (process.argv[2] === hostEntry) {
  process.argv.splice(2, 1);
  load(hostEntry);
} else {
  const { main } = load('./cli.js');
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      process.stderr.write(`site-console: ${error && error.stack ? error.stack : String(error)}\n`);
      process.exitCode = 70;
    },
  );
}
