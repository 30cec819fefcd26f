// Where the license vendor's library and its ABI profile are (console settings, not part of the
// configuration document, which rejects unknown properties). Main reads them at every initialize,
// but loads a library named there only once the engineer confirmed it in main's own UI: the
// window's dialog, or over the web transport the code main prints on its terminal, typed here.
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { VendorLibraryApproval } from '../../shared/api/auth';
import type { BridgeError } from '../../shared/errors';
import { call } from '../bridge/client';

export const useLicensevendorLibraryStore = defineStore('licensevendor-library', () => {
  const library = ref('');
  const abiProfile = ref('');
  const saved = ref(false);
  /** How many initializations the License view had run when the paths were saved ("initialize to use them" holds until the next). */
  const savedBefore = ref(0);
  const error = ref<BridgeError | null>(null);
  /** Where the confirmation of the saved library stands, once asked. */
  const approval = ref<VendorLibraryApproval | null>(null);
  /** The code main printed on its terminal, as the engineer types it. */
  const code = ref('');

  async function load(): Promise<void> {
    const before = { library: library.value, abiProfile: abiProfile.value };
    const result = await call('settings:get', {});
    if (!result.ok) {
      error.value = result.error;
      return;
    }
    // A path typed while main answered is the engineer's: the saved ones fill only the fields left as they were.
    if (library.value === before.library) library.value = result.value.licensevendorLibrary ?? '';
    if (abiProfile.value === before.abiProfile) abiProfile.value = result.value.licensevendorAbiProfile ?? '';
  }

  /** Keeps both paths (trimmed; empty means not set) for the next initialize, then asks main to confirm the library. */
  async function save(initializations = 0): Promise<boolean> {
    const path = (text: string): string | null => (text.trim() === '' ? null : text.trim());
    approval.value = null;
    const result = await call('settings:update', {
      licensevendorLibrary: path(library.value),
      licensevendorAbiProfile: path(abiProfile.value),
    });
    error.value = result.ok ? null : result.error;
    saved.value = result.ok;
    savedBefore.value = initializations;
    if (result.ok && path(library.value) !== null) await requestApproval();
    return result.ok;
  }

  /** Asks main to confirm the saved library: its dialog answers, or it prints a code for the engineer to type here. */
  async function requestApproval(): Promise<boolean> {
    code.value = '';
    const result = await call('auth:approveVendorLibrary', {});
    error.value = result.ok ? null : result.error;
    approval.value = result.ok ? result.value : null;
    return result.ok;
  }

  /** Sends the code the engineer typed; a wrong one ends it (ask again for a new code). */
  async function confirm(): Promise<boolean> {
    const result = await call('auth:confirmVendorLibrary', { code: code.value.trim() || '-' });
    error.value = result.ok ? null : result.error;
    approval.value = result.ok ? result.value : null;
    code.value = '';
    return result.ok;
  }

  return { library, abiProfile, saved, savedBefore, error, approval, code, load, save, requestApproval, confirm };
});
