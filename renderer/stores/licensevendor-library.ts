// Where the license vendor's library and its ABI profile are (console settings, not part of the
// configuration document, which rejects unknown properties). Main reads them at every initialize.
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { BridgeError } from '../../shared/errors';
import { call } from '../bridge/client';

export const useLicensevendorLibraryStore = defineStore('licensevendor-library', () => {
  const library = ref('');
  const abiProfile = ref('');
  const saved = ref(false);
  const error = ref<BridgeError | null>(null);

  async function load(): Promise<void> {
    const result = await call('settings:get', {});
    if (!result.ok) {
      error.value = result.error;
      return;
    }
    library.value = result.value.licensevendorLibrary ?? '';
    abiProfile.value = result.value.licensevendorAbiProfile ?? '';
  }

  /** Keeps both paths (trimmed; empty means not set) for the next initialize. */
  async function save(): Promise<boolean> {
    const path = (text: string): string | null => (text.trim() === '' ? null : text.trim());
    const result = await call('settings:update', { licensevendorLibrary: path(library.value), licensevendorAbiProfile: path(abiProfile.value) });
    error.value = result.ok ? null : result.error;
    saved.value = result.ok;
    return result.ok;
  }

  return { library, abiProfile, saved, error, load, save };
});
