// The License area: which document is taken for the license check, the authorization client's
// status in main, and the answers of the last checks. The license key is handed to main and never
// kept here: the field is cleared once the activation is done.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { UNINITIALIZED_STATUS, type AuthStatus, type FeatureAnswer } from '../../shared/auth';
import type { BridgeError, Result } from '../../shared/errors';
import { call } from '../bridge/client';

/** The document the License view works with, and where it came from. */
export interface LicenseDocument {
  text: string;
  /** A file path, a template id, or null for an untitled document from the editor. */
  source: string | null;
}

/** A finding of an invalid document, as AUTH_CONFIG_INVALID carries it. */
export interface LicenseFinding {
  pointer: string;
  line: number;
  column: number;
  rule: string;
  message: Record<string, string>;
}

type Work = 'initialize' | 'activate' | 'check' | 'checkKey' | 'preflight' | 'unload';

/** Pre-flight steps without which the backend cannot answer at all (the vendor's library must load). */
const BLOCKING_STEPS: ReadonlySet<string> = new Set(['library.load']);

export const useLicenseStore = defineStore('license', () => {
  const document = ref<LicenseDocument | null>(null);
  const status = ref<AuthStatus>(structuredClone(UNINITIALIZED_STATUS));
  /** Answers of "check all", by logical key. */
  const answers = ref<Record<string, FeatureAnswer>>({});
  /** The answer for the key typed in "check any key". */
  const single = ref<FeatureAnswer | null>(null);
  const error = ref<BridgeError | null>(null);
  /** The action whose error `error` is: the view shows it beside that action. */
  const errorOf = ref<Work | null>(null);
  const busy = ref<Work | null>(null);
  /** The document main's client was initialized with from this window (null: none, or one from before). */
  const loaded = ref<LicenseDocument | null>(null);

  /**
   * main's client holds the document chosen here. When another document has been chosen since,
   * the client's state, features and answers are the previous document's, not this one's.
   */
  const holdsChosen = computed(() => {
    if (status.value.state === 'uninitialized') return false;
    if (loaded.value === null) return document.value === null;
    return document.value !== null && document.value.text === loaded.value.text;
  });
  /** The state of the chosen document as the panel shows it. */
  const state = computed(() => (holdsChosen.value ? status.value.state : 'uninitialized'));
  /** The backend is loaded but cannot answer (its library does not load): initialized in name only. */
  const blockingStep = computed(() => (holdsChosen.value ? (status.value.preflight.find((s) => BLOCKING_STEPS.has(s.id) && s.verdict === 'fail') ?? null) : null));

  const findings = computed<LicenseFinding[]>(() => (error.value?.code === 'AUTH_CONFIG_INVALID' ? ((error.value.details?.errors ?? []) as LicenseFinding[]) : []));
  const licensedCount = computed(() => Object.values(answers.value).filter((a) => a.licensed).length);

  /** The last action that failed, for "Try again". */
  let failed: (() => Promise<unknown>) | null = null;

  async function run<T>(work: Work, action: () => Promise<Result<T>>, again: () => Promise<unknown>): Promise<Result<T>> {
    busy.value = work;
    try {
      const result = await action();
      error.value = result.ok ? null : result.error;
      errorOf.value = result.ok ? null : work;
      failed = result.ok ? null : again;
      return result;
    } finally {
      busy.value = null;
    }
  }

  async function refresh(): Promise<void> {
    const result = await call('auth:status', {});
    if (result.ok) status.value = result.value;
    else {
      error.value = result.error;
      errorOf.value = 'initialize';
    }
  }

  /** Takes a document (from the editor or a template); the client keeps the old one until initialize. */
  function useDocument(next: LicenseDocument): void {
    document.value = { ...next };
    error.value = null;
    errorOf.value = null;
    answers.value = {};
    single.value = null;
  }

  async function initialize(): Promise<void> {
    if (!document.value) return;
    const chosen = { ...document.value };
    const result = await run('initialize', () => call('auth:initialize', { text: chosen.text }), initialize);
    if (result.ok) {
      status.value = result.value;
      loaded.value = chosen;
      answers.value = {};
      single.value = null;
    }
  }

  /** Activates a key; true when it worked (the view then clears the field). */
  async function activate(licenseKey: string): Promise<boolean> {
    const result = await run('activate', () => call('auth:activate', { licenseKey: licenseKey.trim() }), () => activate(licenseKey));
    if (result.ok) {
      status.value = result.value;
      answers.value = {};
      single.value = null;
    } else await refresh();
    return result.ok;
  }

  async function checkAll(): Promise<void> {
    const keys = status.value.features.map((f) => f.key);
    if (keys.length === 0) return;
    const result = await run('check', () => call('auth:check', { keys }), checkAll);
    if (result.ok) answers.value = Object.fromEntries(result.value.map((a) => [a.key, a]));
  }

  async function checkKey(key: string): Promise<void> {
    const trimmed = key.trim();
    if (trimmed === '') return;
    const result = await run('checkKey', () => call('auth:check', { keys: [trimmed] }), () => checkKey(key));
    single.value = result.ok ? (result.value[0] ?? null) : null;
  }

  async function preflight(): Promise<void> {
    const result = await run('preflight', () => call('auth:preflight', {}), preflight);
    if (result.ok) status.value = { ...status.value, preflight: result.value };
  }

  async function unload(): Promise<void> {
    const result = await run('unload', () => call('auth:dispose', {}), unload);
    if (result.ok) {
      status.value = result.value;
      loaded.value = null;
      answers.value = {};
      single.value = null;
    }
  }

  /** Runs the action that failed again (or just reads the status when none did). */
  async function retry(): Promise<void> {
    await (failed ?? refresh)();
  }

  return { document, loaded, status, state, holdsChosen, blockingStep, answers, single, error, errorOf, busy, findings, licensedCount, refresh, useDocument, initialize, activate, checkAll, checkKey, preflight, unload, retry };
});
