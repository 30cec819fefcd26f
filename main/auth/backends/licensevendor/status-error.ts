// A status of the vendor library as a ConsoleError: the catalogue's words in every language travel
// in the details (a profile may bring codes the renderer cannot know), and the renderer's words
// table says them in the reader's language, with the code in decimal and hex exactly as the
// vendor's support asks for it.
import type { AbiProfile } from '../../../../shared/licensevendor/abi-profile';
import { describeStatus } from '../../../../shared/licensevendor/catalogue';
import { ConsoleError, type ErrorCategory } from '../../../../shared/errors';

/** Codes that say the server could not be reached rather than that it refused. */
const UNREACHABLE = new Set([257, 264, 294, 513]);
/**
 * Codes that refuse the license key itself for good (revoked, expired, disabled): a kept activation
 * is then forgotten. Every other status (the document's application data, a parameter, the laptop's
 * clock, seats taken) leaves it kept, to be used again once the cause is fixed.
 */
const KEY_REFUSED = new Set([291, 1793, 1797]);

/** The error for a non-zero status returned by `operation`. */
export function statusError(operation: string, status: number, profile: AbiProfile): ConsoleError {
  const d = describeStatus(status, profile.statusCodes);
  const category: ErrorCategory = UNREACHABLE.has(status) ? 'network' : 'license';
  return new ConsoleError(
    category,
    'LICENSEVENDOR_STATUS',
    `${operation}: ${d.name} ${d.code} (${d.hex}): ${d.explanation.en} ${d.nextStep.en}`,
    {
      operation,
      status: d.code,
      hex: d.hex,
      name: d.name,
      known: d.known,
      keyRefused: KEY_REFUSED.has(d.code),
      explanation: { ...d.explanation },
      nextStep: { ...d.nextStep },
    },
  );
}
