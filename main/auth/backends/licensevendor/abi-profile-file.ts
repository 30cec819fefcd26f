// Reads an ABI profile file (JSON) and checks it against its schema; no file means the header's
// names and values.
import { readBoundedFile, readFailure } from '../../../files/bounded-read';
import { DEFAULT_ABI_PROFILE, resolveAbiProfile, type AbiProfile, type AbiProfileFile } from '../../../../shared/licensevendor/abi-profile';
import { validateAbiProfile } from '../../../../shared/generated/abi-profile-validator';
import { ConsoleError } from '../../../../shared/errors';

/** The profile at `path`, or the header's defaults when `path` is null. */
export async function loadAbiProfile(path: string | null): Promise<AbiProfile> {
  if (path === null) return DEFAULT_ABI_PROFILE;
  let text: string;
  try {
    text = (await readBoundedFile(path, 'abiProfile')).bytes.toString('utf8');
  } catch (e) {
    const failure = readFailure(e, 'ABI profile', 'LICENSEVENDOR_PROFILE', 'io');
    throw new ConsoleError(failure.category, 'LICENSEVENDOR_PROFILE_UNREADABLE', failure.message, { path, ...failure.details });
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new ConsoleError('validation', 'LICENSEVENDOR_PROFILE_INVALID', `the ABI profile ${path} is not JSON: ${e instanceof Error ? e.message : String(e)}`, { path, pointer: '' });
  }
  if (!validateAbiProfile(data)) {
    const first = validateAbiProfile.errors?.[0];
    const pointer = first?.instancePath ?? '';
    const what = first?.keyword === 'additionalProperties' ? `unknown property "${String(first.params.additionalProperty)}"` : (first?.message ?? 'invalid');
    throw new ConsoleError('validation', 'LICENSEVENDOR_PROFILE_INVALID', `the ABI profile ${path} is invalid at ${pointer || '/'}: ${what}`, { path, pointer, problem: what });
  }
  return resolveAbiProfile(data as AbiProfileFile);
}
