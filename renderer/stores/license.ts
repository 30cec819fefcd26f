// The License area: which document is taken for the license check, the authorization client's
// status in main, and the answers of the last checks. The license key is handed to main and never
// kept here: the field is cleared once the activation is done.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { UNINITIALIZED_STATUS, type AuthStatus, type FeatureAnswer } from '../../shared/auth';
import { documentDigest } from '../../shared/config/document-identity';
import type { BridgeError, Result } from '../../shared/errors';
import { call } from '../bridge/client';
import { latestCall } from './guarded-call';
import { learnConsoleSession } from '../composables/use-console-session';
import { compareWithPresent, useResultOrigin } from '../composables/use-result-origin';

/** The document the License view works with, and where it came from. */
export interface LicenseDocument {
  text: string;
  /** A file path, a template's title, or null for an untitled document from the editor. */
  source: string | null;
  /** The template's id when it came from one (the template menu shows it chosen). */
  templateId?: string;
  /** Its digest (shared/config/document-identity.ts), once computed; main's status names its document by the same. */
  digest?: string | null;
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

const PLACE_OF: Record<Work, 'document' | 'activate' | 'features'> = {
  initialize: 'document',
  unload: 'document',
  preflight: 'document',
  activate: 'activate',
  check: 'features',
  checkKey: 'features',
};

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
  /** Successful initializations from this page: what a note "initialize to use it" is compared with. */
  const initializations = ref(0);
  /** Main's document the last answers were given for. */
  const answersFor = ref<string | null>(null);
  /**
   * Another document chosen here, or the client's state changed from here (initialize, activate,
   * unload): feature answers asked for before it are not this view's and are not shown when they come.
   */
  const changes = latestCall();

  /**
   * main's client holds the document chosen here (by digest: whoever initialized it, this page
   * before a reload, another window or the command line). With nothing chosen in this page (after
   * a reload), the document main holds is the one the view shows. When another document has been
   * chosen since, the client's state, features and answers are the previous document's.
   */
  const holdsChosen = computed(() => {
    if (status.value.state === 'uninitialized') return false;
    if (document.value === null) return true;
    return !compareWithPresent({ document: document.value.digest ?? '' }, { document: status.value.document?.digest ?? null }).stale;
  });
  /** The state of the chosen document as the panel shows it. */
  const state = computed(() => (holdsChosen.value ? status.value.state : 'uninitialized'));
  /** How the feature answers shown differ from the present: another document in main, or an earlier console's. */
  const answersStaleness = useResultOrigin(
    () => (Object.keys(answers.value).length > 0 || single.value ? { document: answersFor.value } : null),
    () => ({ document: status.value.document?.digest ?? null }),
  );
  const answersStale = computed(() => answersStaleness.value.stale);
  /** Why they are stale, for the words: a restart of the console says more than "another document". */
  const answersStaleWhy = computed(() => (answersStaleness.value.session ? 'session' : 'document'));
  /** The backend is loaded but cannot answer (its library does not load): initialized in name only. */
  const blockingStep = computed(() =>
    holdsChosen.value ? (status.value.preflight.find((s) => BLOCKING_STEPS.has(s.id) && s.verdict === 'fail') ?? null) : null,
  );

  /** Where the error shows: beside the action that failed (the document's panel, the key, the features). */
  const errorAt = computed(() => (error.value ? PLACE_OF[errorOf.value ?? 'initialize'] : null));
  const findings = computed<LicenseFinding[]>(() =>
    error.value?.code === 'AUTH_CONFIG_INVALID' ? ((error.value.details?.errors ?? []) as LicenseFinding[]) : [],
  );
  const licensedCount = computed(() => Object.values(answers.value).filter((a) => a.licensed).length);

  /** The last action that failed, for "Try again". */
  let failed: (() => Promise<unknown>) | null = null;

  /** Runs an action; its outcome (error, "Try again") shows unless it is no longer `wanted` when it ends. */
  async function run<T>(
    work: Work,
    action: () => Promise<Result<T>>,
    again: () => Promise<unknown>,
    wanted = () => true,
  ): Promise<Result<T>> {
    busy.value = work;
    try {
      const result = await action();
      if (wanted()) {
        error.value = result.ok ? null : result.error;
        errorOf.value = result.ok ? null : work;
        failed = result.ok ? null : again;
      }
      return result;
    } finally {
      // Another action started meanwhile is still busy.
      if (busy.value === work) busy.value = null;
    }
  }

  /** Reads main's status, and which console session it is (a restart since marks the answers on screen). */
  async function refresh(): Promise<void> {
    const [result] = await Promise.all([call('auth:status', {}), learnConsoleSession(true)]);
    if (result.ok) status.value = result.value;
    else {
      error.value = result.error;
      errorOf.value = 'initialize';
    }
  }

  /** Takes a document (from the editor or a template); the client keeps the old one until initialize. */
  async function useDocument(next: LicenseDocument): Promise<void> {
    const chosen: LicenseDocument = {
      text: next.text,
      source: next.source,
      ...(next.templateId ? { templateId: next.templateId } : {}),
      digest: null,
    };
    changes.next();
    document.value = chosen;
    error.value = null;
    errorOf.value = null;
    answers.value = {};
    single.value = null;
    const digest = await documentDigest(chosen.text);
    // Another document may have been chosen meanwhile: only this one's digest is filled in.
    if (document.value === chosen) document.value = { ...chosen, digest };
  }

  async function initialize(): Promise<void> {
    if (!document.value) return;
    changes.next();
    const chosen = { ...document.value };
    const result = await run('initialize', () => call('auth:initialize', { text: chosen.text, source: chosen.source }), initialize);
    if (result.ok) {
      status.value = result.value;
      // The digest main computed is the one the status names the document by.
      if (document.value && document.value.text === chosen.text)
        document.value = { ...document.value, digest: result.value.document?.digest ?? null };
      initializations.value += 1;
      answers.value = {};
      single.value = null;
    }
  }

  /** Activates a key; true when it worked (the view then clears the field). */
  async function activate(licenseKey: string): Promise<boolean> {
    changes.next();
    const result = await run(
      'activate',
      () => call('auth:activate', { licenseKey: licenseKey.trim() }),
      () => activate(licenseKey),
    );
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
    const current = changes.now();
    const asked = status.value.document?.digest ?? null;
    const result = await run('check', () => call('auth:check', { keys }), checkAll, current);
    if (result.ok && current()) {
      answers.value = Object.fromEntries(result.value.map((a) => [a.key, a]));
      answersFor.value = asked;
    }
  }

  async function checkKey(key: string): Promise<void> {
    const trimmed = key.trim();
    if (trimmed === '') return;
    const current = changes.now();
    const asked = status.value.document?.digest ?? null;
    const result = await run(
      'checkKey',
      () => call('auth:check', { keys: [trimmed] }),
      () => checkKey(key),
      current,
    );
    if (!current()) return;
    single.value = result.ok ? (result.value[0] ?? null) : null;
    if (result.ok) answersFor.value = asked;
  }

  async function preflight(): Promise<void> {
    const result = await run('preflight', () => call('auth:preflight', {}), preflight);
    if (result.ok) status.value = { ...status.value, preflight: result.value };
  }

  async function unload(): Promise<void> {
    changes.next();
    const result = await run('unload', () => call('auth:dispose', {}), unload);
    if (result.ok) {
      status.value = result.value;
      answers.value = {};
      single.value = null;
    }
  }

  /** Runs the action that failed again (or just reads the status when none did). */
  async function retry(): Promise<void> {
    await (failed ?? refresh)();
  }

  return {
    document,
    initializations,
    status,
    state,
    holdsChosen,
    answersStale,
    answersStaleWhy,
    blockingStep,
    answers,
    single,
    error,
    errorOf,
    errorAt,
    busy,
    findings,
    licensedCount,
    refresh,
    useDocument,
    initialize,
    activate,
    checkAll,
    checkKey,
    preflight,
    unload,
    retry,
  };
});
