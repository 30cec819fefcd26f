// A field fed to a bridge operation, checked against the contract's schema as it is typed: the
// problem in words under the field, and the action refuses to send it.
import { computed, type ComputedRef, type Ref } from 'vue';
import { useI18n } from 'petite-vue-i18n';
import type { OperationName } from '../../shared/api';
import { fieldLimits, limitProblem } from '../input-limits';

/** The words of what is wrong with `value` for `operation`'s `property`, or '' when it fits. */
export function useFieldLimits(
  value: Readonly<Ref<string>>,
  operation: OperationName,
  property: string,
): { problem: ComputedRef<string>; maxLength: number | undefined } {
  const { t } = useI18n();
  const limits = fieldLimits(operation, property);
  const problem = computed(() => {
    const found = limitProblem(value.value.trim(), limits);
    return found ? t(found.key, found.params) : '';
  });
  return { problem, maxLength: limits.maxLength };
}
