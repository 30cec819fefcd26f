// A status of the vendor library as a ConsoleError: the catalogue's words in every language travel
// in the details (a profile may bring codes the renderer cannot know), and the renderer's words
// table says them in the reader's language, with the code in decimal and hex exactly as the
// vendor's support asks for it.
import type { AbiProfile } from '../../../../shared/licensevendor/abi-profile';
import { describeStatus } from '../../../../shared/licensevendor/catalogue';
import { ConsoleError, type ErrorCategory } from '../../../../shared/errors';

/** Codes that say the server could not be reached rather than that it refused. */
const UNREACHABLE = new Set([257, 264, 294, 513]);

/** The error for a non-zero status returned by `operation`. */
export function statusError(operation: string, status: number, profile: AbiProfile): ConsoleError {
  const d = describeStatus(status, profile.statusCodes);
  const category: ErrorCategory = UNREACHABLE.has(status) ? 'network' : 'license';
  return new ConsoleError(category, 'LICENSEVENDOR_STATUS', `${operation}: ${d.name} ${d.code} (${d.hex}): ${d.explanation.en} ${d.nextStep.en}`, {
    operation,
    status: d.code,
    hex: d.hex,
    name: d.name,
    known: d.known,
    explanation: { ...d.explanation },
    nextStep: { ...d.nextStep },
  });
}
