// Reads an ABI profile file (JSON) and checks it against its schema; no file means the header's
// names and values.
import { createHash } from 'node:crypto';
import { FileReadError } from '../../../../shared/node/regular-file';
import { readBoundedFile, readFailureDetails, readFailureMessage } from '../../../files/bounded-read';
import { DEFAULT_ABI_PROFILE, resolveAbiProfile, type AbiProfile, type AbiProfileFile } from '../../../../shared/licensevendor/abi-profile';
import { validateAbiProfile } from '../../../../shared/generated/abi-profile-validator';
import { ConsoleError } from '../../../../shared/errors';

/** A profile with the SHA-256 of the very bytes it was parsed from (null: the header's defaults, no file). */
export interface DigestedAbiProfile {
  profile: AbiProfile;
  sha256: string | null;
}

/** The profile at `path`, or the header's defaults when `path` is null. */
export async function loadAbiProfile(path: string | null): Promise<AbiProfile> {
  return (await loadDigestedAbiProfile(path)).profile;
}

/** The profile at `path` and the digest of its bytes, read once: what an approval is bound to is what runs. */
export async function loadDigestedAbiProfile(path: string | null): Promise<DigestedAbiProfile> {
  if (path === null) return { profile: DEFAULT_ABI_PROFILE, sha256: null };
  let text: string;
  let sha256: string;
  try {
    const bytes = (await readBoundedFile(path, 'abiProfile')).bytes;
    sha256 = createHash('sha256').update(bytes).digest('hex');
    text = bytes.toString('utf8');
  } catch (e) {
    const facts = e instanceof FileReadError ? readFailureDetails(e) : {};
    throw new ConsoleError(
      e instanceof FileReadError && e.kind === 'not-found' ? 'not-found' : 'io',
      'LICENSEVENDOR_PROFILE_UNREADABLE',
      readFailureMessage(e, 'ABI profile'),
      {
        ...facts,
        path,
      },
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    const problem = e instanceof Error ? e.message : String(e);
    throw new ConsoleError('validation', 'LICENSEVENDOR_PROFILE_INVALID', `the ABI profile ${path} is not JSON: ${problem}`, {
      path,
      pointer: '/',
      problem: `not JSON (${problem})`,
    });
  }
  if (!validateAbiProfile(data)) {
    const first = validateAbiProfile.errors?.[0];
    const pointer = first?.instancePath ?? '';
    const what =
      first?.keyword === 'additionalProperties'
        ? `unknown property "${String(first.params.additionalProperty)}"`
        : (first?.message ?? 'invalid');
    throw new ConsoleError(
      'validation',
      'LICENSEVENDOR_PROFILE_INVALID',
      `the ABI profile ${path} is invalid at ${pointer || '/'}: ${what}`,
      { path, pointer, problem: what },
    );
  }
  return { profile: resolveAbiProfile(data as AbiProfileFile), sha256 };
}
