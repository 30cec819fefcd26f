import { defineConfig } from 'vitest/config';

// The Windows lane (npm run test:windows): Windows Node under Wine, one Windows process at a time
// (Wine's processes are heavy on two cores), so the files run in one fork, one after the other.
export default defineConfig({
  test: {
    include: ['tests/windows/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // A guard against hangs, not a speed check: a Windows process under Wine takes seconds to start.
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
});
