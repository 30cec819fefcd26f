// Each command's --json answer is a contract for scripts (shared/api/cli.ts): some test checks a success
// of every command against its schema with checkedCliOutput, so a command added to the contract without
// a checked answer, or a schema no test reads, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliOutputs } from '../../../../shared/api/cli';

/** Every test file under tests/unit, with its text. */
function testSources(dir = join(process.cwd(), 'tests/unit')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testSources(path);
    return entry.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the command line’s --json contract', () => {
  const sources = testSources();
  it.each(Object.keys(cliOutputs))('%s: its answers are checked against its schema by a test', (command) => {
    const checks = sources.filter(
      (text) => text.includes(`checkedCliOutput('${command}'`) || (text.includes('checkedCliOutput<') && text.includes(`>('${command}'`)),
    );
    expect(checks.length, `no test checks a --json answer of ${command} with checkedCliOutput`).toBeGreaterThan(0);
  });
});
