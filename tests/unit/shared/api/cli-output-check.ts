// The tests' check of the command line's --json answers: each against its command's schema in the
// contract (shared/api/cli.ts: its successes or the one failure envelope), as the bridge's results
// are checked against theirs (result-check.ts).
import { expect } from 'vitest';
import { cliOutputValidators } from '../../../../shared/generated/cli-output-validators';

/** The command's --json answer in `stdout`, parsed (as JSON.parse gives it, unless typed), after checking it against the command's schema. */
export function checkedCliOutput<T = ReturnType<typeof JSON.parse>>(command: string, stdout: string): T {
  const validate = cliOutputValidators[command];
  if (!validate) throw new Error(`no --json schema for ${command} (shared/api/cli.ts; npm run gen)`);
  const value: unknown = JSON.parse(stdout);
  const valid = validate(value);
  const first = validate.errors?.[0];
  expect(
    valid,
    `${command} --json at "${first?.instancePath || '/'}": ${first?.message ?? ''} ${JSON.stringify(first?.params ?? {})}`,
  ).toBe(true);
  return value as T;
}
