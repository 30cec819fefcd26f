// Reads an ABI profile file (JSON) and checks it against its schema; no file means the header's
// names and values.
import { readFile } from 'node:fs/promises';
import { DEFAULT_ABI_PROFILE, resolveAbiProfile, type AbiProfile, type AbiProfileFile } from '../../../../shared/licensevendor/abi-profile';
import { validateAbiProfile } from '../../../../shared/generated/abi-profile-validator';
import { ConsoleError } from '../../../../shared/errors';

/** The profile at `path`, or the header's defaults when `path` is null. */
export async function loadAbiProfile(path: string | null): Promise<AbiProfile> {
  if (path === null) return DEFAULT_ABI_PROFILE;
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ConsoleError(code === 'ENOENT' ? 'not-found' : 'io', 'LICENSEVENDOR_PROFILE_UNREADABLE', `the ABI profile ${path} cannot be read (${code ?? 'error'})`, { path });
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
