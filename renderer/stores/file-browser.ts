// The folder the file dialog shows.
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { FileExtension, FolderListing } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import { call } from '../bridge/client';
import { latestCall } from './guarded-call';

export const useFileBrowserStore = defineStore('file-browser', () => {
  const listing = ref<FolderListing | null>(null);
  const error = ref<BridgeError | null>(null);

  // A big folder answers slowly (main reads each entry): only the folder asked for last shows.
  const browses = latestCall();

  /** Lists a folder (main's default: home) with the files of `extensions` (main's default: JSON). */
  async function browse(folder?: string, extensions?: FileExtension[]): Promise<void> {
    const current = browses.next();
    const result = await call('files:browse', { ...(folder ? { folder } : {}), ...(extensions ? { extensions } : {}) });
    if (!current()) return;
    if (result.ok) {
      listing.value = result.value;
      error.value = null;
    } else error.value = result.error;
  }

  /** A dialog opening: the last dialog's folder (other files, another use) is not offered while this one's is read. */
  function open(folder?: string, extensions?: FileExtension[]): Promise<void> {
    listing.value = null;
    error.value = null;
    return browse(folder, extensions);
  }

  return { listing, error, browse, open };
});
