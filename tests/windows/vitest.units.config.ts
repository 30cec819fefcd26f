import { defineConfig } from 'vitest/config';

// The unit tests that Windows Node runs under Wine (tests/windows/units.test.ts copies this file
// into a tree with the win32 dependencies): paths, files, atomic saves and secrets. Plain Node, no
// Vue, no global setup; one file at a time, as Wine's processes are heavy.
export default defineConfig({
  test: {
    // The files the lane was built for, named one by one: a new test file of these folders joins
    // the lane only once it has been tried under Wine (many of them assert POSIX modes, mkfifo or
    // the reference site, which the lane's Windows tree does not carry).
    include: ['tests/unit/main/data-dir.test.ts', 'tests/unit/main/files/real-location.test.ts', 'tests/unit/main/config/atomic-save*.test.ts', 'tests/unit/main/secrets/secret-store.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
