// Where the console's secrets are kept at rest, and the passphrase that seals them (in clear) or
// opens them (locked, after a restart) for this session. One store for every place that offers the
// field (Site, About, and wherever a locked secret stops work): an unlock anywhere is known
// everywhere (`unlocks`), so that a view can read its state from main again.
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { BridgeError } from '../../shared/errors';
import type { SecretsAtRest } from '../../shared/secrets';
import { call } from '../bridge/client';
import { latestCall } from './guarded-call';

/** The shortest and longest passphrase main takes (main/secrets, PASSPHRASE_LENGTH). */
export const PASSPHRASE_LIMITS = { min: 8, max: 1024 } as const;

export const useSecretsStore = defineStore('secrets', () => {
  const atRest = ref<SecretsAtRest | null>(null);
  const error = ref<BridgeError | null>(null);
  /** What the last successful passphrase did: sealed secrets kept in clear, or opened locked ones. */
  const lastDone = ref<'sealed' | 'unlocked' | null>(null);
  /** Counts the unlocks of this page: a view watches it to read its state again. */
  const unlocks = ref(0);

  // Both answer with where the secrets stand: a read made before an unlock must not say "locked" after it.
  const states = latestCall();

  async function load(): Promise<void> {
    const current = states.next();
    const result = await call('app:secrets', {});
    if (!current()) return;
    if (result.ok) atRest.value = result.value;
    else error.value = result.error;
  }

  /** Gives main the passphrase; true when it sealed or opened the secrets. */
  async function unlock(passphrase: string): Promise<boolean> {
    // Locked before (a restart): opening what is sealed, whatever the state's words; in clear: sealing.
    const wasLocked = atRest.value?.locked ?? true;
    const result = await call('app:unlockSecrets', { passphrase });
    if (!result.ok) {
      error.value = result.error;
      return false;
    }
    error.value = null;
    states.next();
    atRest.value = result.value;
    lastDone.value = wasLocked ? 'unlocked' : 'sealed';
    unlocks.value += 1;
    return true;
  }

  return { atRest, error, lastDone, unlocks, load, unlock };
});
