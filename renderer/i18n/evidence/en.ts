// English texts of the evidence part of the Batch & evidence view (the handover: an opened pack,
// its signer, the report) and About's fingerprint line. Keys mirror evidence/zh-CN.ts;
// error words are the catalogue's (shared/catalogue). The words the view shares with the
// handover report come from the one table in shared/evidence-words.ts.
import { handoverWords } from '../../../shared/evidence-words';

/** Texts of the evidence part. */
export const evidenceTexts = {
  ...handoverWords.en,
  title: 'Handover evidence',
  intro:
    "Export this console's evidence pack (profile and document without secrets, license, call log, batches; signed), or open the pack of the engineer before you to see what they did.",
  exportPath: 'Evidence pack (.zip)',
  chooseWhere: 'Choose where…',
  export: 'Export evidence',
  written: 'Evidence pack written to {path}, signed by this installation (key {fingerprint}, read aloud {aloud}).',
  openPath: 'Evidence pack to open (.zip)',
  choosePack: 'Choose a pack…',
  open: 'Open evidence',
  intact: 'Intact: every file matches its hash and the signature holds.',
  changed: 'Changed: this pack is not what was signed. The files below are marked.',
  notAPack: 'Not an evidence pack: {reason}',
  signatureBroken: 'The signature of manifest.json does not hold: the manifest itself was changed.',
  fileStates: { changed: 'changed', missing: 'missing', extra: 'extra', duplicated: 'twice in the zip', same: 'as signed' },
  packFiles: 'Files in the pack',
  signerOwn: 'Signed by this installation (key {fingerprint}).',
  signerTrusted: 'Signed by {name}, whose key this console trusts (key {fingerprint}).',
  signerExpected: 'Signed by the expected key {fingerprint}.',
  signerOffered:
    "This portable folder's list of keys offers this key as “{name}”. Anyone who held the folder could have written that list, so the key is not trusted on this laptop until you compare the fingerprint and trust it below.",
  signerUnknown:
    'Signed by a key this console does not know. Read this fingerprint to the engineer who made the pack (by phone) and compare:',
  fingerprint: 'Fingerprint',
  readAloud: 'Read aloud',
  trustName: "Engineer's name",
  trust: "Trust this engineer's key",
  trusted: 'Trusted: key {fingerprint} as {name}.',
  writtenAt: 'Written {at} by {console}',
  siteLine: '{name} · default route {route} · authentication {auth}',
  configLine: '{source}: {provider} · {scenario}',
  licenseLine: 'State: {state} · {provider} · {scenario} · {endpoint}',
  activation: 'Activated {at} ({source}, key ending {key}), ends {ends}',
  result: 'Result',
  detail: 'Detail',
  parityLine: '{at} · {profile} · person {person}',
  batchLine: '{file}: {total} rows, {succeeded} granted, {skipped} skipped, {failed} failed',
  cancelled: '(cancelled)',
  report: 'Handover report',
  reportIntro:
    'One HTML file for the customer to sign: what this pack says was done, its SHA-256 and signer (also as a QR code). Open it in a browser and print it on A4.',
  reportLang: 'Language of the report',
  reportLangs: { 'zh-CN': '中文', en: 'English', both: '中文 + English' },
  reportPath: 'Report file (.html)',
  reportWrite: 'Write the report',
  reportWritten: 'Handover report written to {path}.',
  reportPdf: 'Save as PDF',
  reportPdfPath: 'Report file (.pdf)',
  reportPdfWritten: 'Handover report (PDF, A4) written to {path}.',
  saveReportPdfTitle: 'Save the handover report as PDF (.pdf)',
  saveReportTitle: 'Save the handover report (.html)',
  aboutKey: 'Evidence signing key',
  aboutKeyAloud: 'read aloud {aloud}',
};
