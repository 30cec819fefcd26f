// The handover evidence as the Batch & evidence view and About see it: this console's pack
// written, a pack opened (what the previous engineer did and who signed), keys trusted, reports
// written, and this installation's fingerprint.
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { HandoverSummary, KnownKey } from '../../shared/evidence';
import type { BridgeError } from '../../shared/errors';
import { call } from '../bridge/client';
import { guardedBy, latestCall } from './guarded-call';

/** The languages a handover report is written in. */
export type ReportLanguages = 'zh-CN' | 'en' | 'both';

export const useEvidenceStore = defineStore('evidence', () => {
  const error = ref<BridgeError | null>(null);
  const guarded = guardedBy(error);
  const written = ref<{ path: string; fingerprint: string } | null>(null);
  const opened = ref<HandoverSummary | null>(null);
  const openedPath = ref<string | null>(null);
  const trusted = ref<KnownKey | null>(null);
  const reportWritten = ref<string | null>(null);
  const reportPdfWritten = ref<string | null>(null);
  /** Whether this console's host prints the report to PDF (the window does; app:info says). */
  const canPrintPdf = ref(false);
  const installationKey = ref<{ fingerprint: string; readAloud: string } | null>(null);

  // Only the latest export's and open's answers show, and a new one takes the last one's result off
  // at once: a result stays on screen only beside the input that produced it.
  const exports = latestCall();
  const opens = latestCall();

  async function exportPack(to: string): Promise<void> {
    const current = exports.next();
    written.value = null;
    const done = await guarded(() => call('evidence:export', { path: to.trim() }), current);
    if (current()) written.value = done ? { path: done.path, fingerprint: done.fingerprint } : null;
  }

  async function open(from: string): Promise<void> {
    const current = opens.next();
    trusted.value = null;
    reportWritten.value = null;
    reportPdfWritten.value = null;
    opened.value = null;
    openedPath.value = null;
    const path = from.trim();
    const summary = await guarded(() => call('evidence:open', { path }), current);
    if (!current()) return;
    opened.value = summary;
    openedPath.value = summary ? path : null;
  }

  async function trust(name: string): Promise<void> {
    if (!openedPath.value) return;
    const path = openedPath.value;
    const current = opens.now();
    const key = await guarded(() => call('evidence:trust', { path, name: name.trim() }), current);
    if (!current()) return;
    trusted.value = key;
    if (!key) return;
    // Opened again, so that the signer reads as trusted under its name.
    const summary = await guarded(() => call('evidence:open', { path }), current);
    if (current()) opened.value = summary;
  }

  async function writeReport(to: string, languages: ReportLanguages): Promise<void> {
    if (!openedPath.value) return;
    const pack = openedPath.value;
    const current = opens.now();
    const done = await guarded(() => call('evidence:report', { pack, path: to.trim(), languages }), current);
    if (current()) reportWritten.value = done?.path ?? null;
  }

  async function writeReportPdf(to: string, languages: ReportLanguages): Promise<void> {
    if (!openedPath.value) return;
    const pack = openedPath.value;
    const current = opens.now();
    const done = await guarded(() => call('evidence:reportPdf', { pack, path: to.trim(), languages }), current);
    if (current()) reportPdfWritten.value = done?.path ?? null;
  }

  async function loadCapabilities(): Promise<void> {
    // Not guarded: a failure here only leaves the PDF button out; the HTML report still serves.
    const info = await call('app:info', {});
    canPrintPdf.value = info.ok && info.value.capabilities.printToPdf;
  }

  async function loadInstallationKey(): Promise<void> {
    const key = await guarded(() => call('evidence:key', {}));
    installationKey.value = key ? { fingerprint: key.fingerprint, readAloud: key.readAloud } : null;
  }

  return {
    error,
    written,
    opened,
    openedPath,
    trusted,
    reportWritten,
    reportPdfWritten,
    canPrintPdf,
    installationKey,
    exportPack,
    open,
    trust,
    writeReport,
    writeReportPdf,
    loadCapabilities,
    loadInstallationKey,
  };
});
