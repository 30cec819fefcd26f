// The tests' check of what handlers return: a console made with `checkResult: checkResultSchema`
// fails any call whose result breaks its operation's result schema (as INTERNAL_ERROR naming the
// pointer), so a handler that drifts from the contract fails the test that calls it.
import type { ResultCheck } from '../../../../main/bridge/dispatch';
import { resultValidators } from '../../../../shared/generated/result-validators';

/** Why `value` is not a result of `op` as its schema says, or null. */
export const checkResultSchema: ResultCheck = (op, value) => {
  const validate = resultValidators[op];
  if (!validate) return `no result validator for ${op} (npm run gen)`;
  if (validate(value)) return null;
  const first = validate.errors?.[0];
  return `at "${first?.instancePath || '/'}": ${first?.message ?? 'does not match'} ${JSON.stringify(first?.params ?? {})}`;
};
