// The folder the file dialog shows.
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { FileExtension, FolderListing } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import { call } from '../bridge/client';

export const useFileBrowserStore = defineStore('file-browser', () => {
  const listing = ref<FolderListing | null>(null);
  const error = ref<BridgeError | null>(null);

  /** Lists a folder (main's default: home) with the files of `extensions` (main's default: JSON). */
  async function browse(folder?: string, extensions?: FileExtension[]): Promise<void> {
    const result = await call('files:browse', { ...(folder ? { folder } : {}), ...(extensions ? { extensions } : {}) });
    if (result.ok) {
      listing.value = result.value;
      error.value = null;
    } else error.value = result.error;
  }

  return { listing, error, browse };
});
