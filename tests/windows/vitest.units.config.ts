import { defineConfig } from 'vitest/config';

// The unit tests that Windows Node runs under Wine (tests/windows/units.test.ts copies this file
// into a tree with the win32 dependencies): paths, files, atomic saves and secrets. Plain Node, no
// Vue, no global setup; one file at a time, as Wine's processes are heavy.
export default defineConfig({
  test: {
    // The files the lane was built for, named one by one: a new test file of these folders joins
    // the lane only once it has been tried under Wine (many of them assert POSIX modes, mkfifo or
    // the reference site, which the lane's Windows tree does not carry).
    // Not here: files/bounded-read.test.ts, files/safe-write.test.ts and files/hostile-paths-web.test.ts
    // run the built CLI with /usr/bin/time, mkfifo, /dev/zero and POSIX modes throughout (Linux only);
    // secrets/secrets-at-rest-cli.test.ts runs the reference authorization service and mkfifo.
    include: [
      'tests/unit/main/data-dir.test.ts',
      'tests/unit/main/files/real-location.test.ts',
      'tests/unit/main/config/atomic-save*.test.ts',
      'tests/unit/main/secrets/secret-store.test.ts',
      // Issue 19: the console's own files through the bounded reader (the FIFO case skips itself on
      // win32), long values in the keyring, the passphrase store and secrets at rest (mode checks skip
      // themselves on win32).
      'tests/unit/main/files/console-files-bounded.test.ts',
      'tests/unit/main/secrets/long-values.test.ts',
      'tests/unit/main/secrets/passphrase-store.test.ts',
      'tests/unit/main/secrets/secrets-at-rest.test.ts',
      // The call log's writes (grouped lines in one writev, O_APPEND, rotation, a rename by another
      // process between two writes, the raw answer form): the site client's log on Windows files.
      'tests/unit/main/site/call-log.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
