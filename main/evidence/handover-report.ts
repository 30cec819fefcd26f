// The handover report: one self-contained HTML file (styles inside, no script, no web font, the
// QR code as inline SVG) that prints on A4, in Chinese, English or both side by side. It is made
// from a pack's HandoverSummary, so it describes exactly what was signed, and names the pack by its
// file name, SHA-256 and signer fingerprint, also as a QR code to compare with a phone.
import QRCode from 'qrcode';
import { readAloud, type HandoverSummary } from '../../shared/evidence';
import { absentNoteWords, licenseStateWords, skewText, statusDocumentWords } from '../../shared/evidence-words';
import { fill, reportWords, type ReportLanguage } from './handover-words';

/** The languages a report can be written in: one, or both side by side. */
export type ReportLanguages = ReportLanguage | 'both';

type Words = ReturnType<typeof reportWords>;

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const when = (iso: string | null): string => (iso ? escape(iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z')) : '—');

/** What the QR code holds: the pack's name, the SHA-256 of its bytes and the signer's fingerprint. */
export const qrText = (summary: HandoverSummary): string =>
  [`sha256:${summary.pack.sha256}`, `signer ${summary.verdict.manifest?.fingerprint ?? '-'}`, `file ${summary.pack.fileName}`].join('\n');

function signerWords(summary: HandoverSummary, w: Words): string {
  const signer = summary.verdict.signer;
  if (!signer) return escape(w.signatureBroken);
  if (signer.kind === 'this-installation') return escape(w.signerOwn);
  if (signer.kind === 'trusted') return escape(fill(w.signerTrusted, { name: signer.name }));
  if (signer.kind === 'expected') return escape(w.signerExpected);
  return `<strong class="warn">${escape(w.signerUnknown)}</strong>`;
}

const table = (head: string[], rows: string[][], cls = ''): string =>
  `<table class="${cls}"><thead><tr>${head.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

const facts = (pairs: [string, string][]): string => `<dl>${pairs.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${v}</dd>`).join('')}</dl>`;

function verdictSection(s: HandoverSummary, w: Words): string {
  const v = s.verdict;
  if (v.status === 'intact') return `<p class="ok">${escape(w.intact)}</p>`;
  const items = [
    ...(v.signatureValid ? [] : [escape(w.signatureBroken)]),
    ...v.changed.filter((p) => p !== 'manifest.json' || v.signatureValid).map((p) => `${escape(w.changedFile)}: <code>${escape(p)}</code>`),
    ...v.removed.map((p) => `${escape(w.missingFile)}: <code>${escape(p)}</code>`),
    ...v.added.map((p) => `${escape(w.extraFile)}: <code>${escape(p)}</code>`),
    ...v.duplicated.map((p) => `${escape(w.duplicatedFile)}: <code>${escape(p)}</code>`),
  ];
  return `<div class="changed"><p><strong>${escape(w.changed)}</strong></p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul></div>`;
}

function packSection(s: HandoverSummary, w: Words): string {
  const fingerprint = s.verdict.manifest?.fingerprint ?? '';
  return `<h2>${escape(w.pack)}</h2>${facts([
    [w.file, `<code>${escape(s.pack.fileName)}</code>`],
    [w.sha256, `<code class="hash">${escape(s.pack.sha256)}</code>`],
    [w.signer, signerWords(s, w)],
    [w.fingerprint, `<code class="hash">${escape(fingerprint)}</code>`],
    [w.readAloud, `<code>${escape(fingerprint ? readAloud(fingerprint) : '')}</code>`],
    [w.written, when(s.createdAt)],
    [w.console, escape(s.console ? `${s.console.name} ${s.console.version}${s.console.platform ? ` · ${s.console.platform}` : ''}` : '—')],
  ])}${verdictSection(s, w)}`;
}

function siteSection(s: HandoverSummary, w: Words): string {
  if (!s.site) return `<h2>${escape(w.site)}</h2><p>${escape(w.notInPack)}</p>`;
  const rows = s.site.routes.flatMap((r) =>
    r.services.map((svc) => [escape(r.route), escape(svc.service), `<code>${escape(svc.url)}</code>`]),
  );
  return `<h2>${escape(w.site)}</h2>${facts([
    [w.siteName, escape(s.site.name)],
    [w.defaultRoute, escape(s.site.defaultRoute)],
    [w.auth, escape(s.site.auth)],
  ])}${table([w.route, w.service, w.address], rows, 'routes')}`;
}

function configSection(s: HandoverSummary, w: Words): string {
  if (!s.config) return `<h2>${escape(w.config)}</h2><p>${escape(w.notInPack)}</p>`;
  return `<h2>${escape(w.config)}</h2>${facts([
    [
      w.source,
      escape(`${s.config.source ?? '—'}${s.config.digest ? ` · ${fill(w.digest, { digest: s.config.digest.slice(0, 12) })}` : ''}`),
    ],
    [w.provider, escape(s.config.provider ?? '—')],
    [w.scenario, escape(s.config.scenario ?? '—')],
    [w.features, s.config.features.length ? s.config.features.map((f) => `<code>${escape(f)}</code>`).join(', ') : escape(w.none)],
  ])}`;
}

function licenseSection(s: HandoverSummary, w: Words, language: ReportLanguage): string {
  const l = s.license;
  if (!l) return `<h2>${escape(w.license)}</h2><p>${escape(w.notInPack)}</p>`;
  const activation = l.activation
    ? escape(
        fill(w.activationLine, {
          source: l.activation.source,
          key: l.activation.keyEnding ? `…${l.activation.keyEnding}` : '—',
          at: when(l.activation.activatedAt),
          ends: l.activation.expiresAt ? when(l.activation.expiresAt) : w.noEnd,
        }),
      )
    : escape(w.noActivation);
  const features = l.features.map(
    (f) =>
      `<code>${escape(f.key)}</code>${f.vendorFeatureId !== null ? ` (${f.vendorFeatureId}${f.vendorFeatureName ? ` ${escape(f.vendorFeatureName)}` : ''})` : ''}`,
  );
  const preflight = l.preflight.map((p) => [
    escape(p.title[language] || p.id),
    `<span class="v-${escape(p.verdict)}">${escape(w.verdicts[p.verdict] ?? p.verdict)}</span>`,
    escape(p.detail[language]),
  ]);
  // The customer signs this: a status of another document is said to be one, never shown as this one's.
  const pairing =
    l.pairing === 'same'
      ? escape(w.pairingSame)
      : `<strong class="warn">${escape(l.pairing === 'other' ? w.pairingOther : w.pairingUnknown)}</strong>`;
  return `<h2>${escape(w.license)}</h2><p class="pairing pairing-${l.pairing}">${pairing}</p>${facts([
    [w.statusDocument, escape(statusDocumentWords(l.document, language))],
    [w.state, escape(licenseStateWords(l.state, language))],
    [w.provider, escape(`${l.provider ?? '—'} · ${l.scenario ?? '—'}`)],
    [w.endpoint, `<code>${escape(l.endpoint ?? '—')}</code>`],
    [w.activation, activation],
    [w.features, features.length ? features.join(', ') : escape(w.none)],
  ])}${s.offlineReceipt ? `<p>${escape(w.offlineReceipt)}</p>` : ''}<h3>${escape(w.preflight)}</h3>${preflight.length ? table([w.check, w.verdict, ''], preflight, 'preflight') : `<p>${escape(w.none)}</p>`}`;
}

function clockSection(s: HandoverSummary, w: Words, language: ReportLanguage): string {
  if (s.clock.length === 0 && s.siteClock.length === 0) return `<h3>${escape(w.clock)}</h3><p>${escape(w.clockNone)}</p>`;
  const preflight = s.clock.map((c) => [
    `<code>${escape(c.service)}</code>`,
    escape(c.skewMs === null ? w.skewUnknown : skewText(c.skewMs, language)),
    escape(c.detail[language]),
  ]);
  const calls = s.siteClock.map((c) => [
    `<code>${escape(c.origin)}</code>${c.endpoint ? ` ${escape(c.endpoint)}` : ''}`,
    escape(skewText(c.latestMs, language)),
    when(c.latestAt),
    escape(skewText(c.largestMs, language)),
    String(c.calls),
  ]);
  return `<h3>${escape(w.clock)}</h3>${preflight.length ? `<h4>${escape(w.clockPreflight)}</h4>${table([w.service, w.skew, ''], preflight)}` : ''}${
    calls.length
      ? `<h4>${escape(w.clockCalls)}</h4>${table([w.clockOrigin, w.clockLatest, w.clockLatestAt, w.clockLargest, w.clockCallCount], calls, 'site-clock')}`
      : ''
  }`;
}

function paritySection(s: HandoverSummary, w: Words): string {
  if (!s.parity) return `<h2>${escape(w.parity)}</h2><p>${escape(w.notInPack)}</p>`;
  const rows = s.parity.checks.map((c) => [
    escape(c.operation),
    escape(c.routes.join(', ')),
    c.identical ? escape(w.identical) : `<strong class="warn">${escape(fill(w.differs, { fields: c.differences.join(', ') }))}</strong>`,
  ]);
  return `<h2>${escape(w.parity)}</h2><p>${when(s.parity.ranAt)} · ${escape(s.parity.profileName)} · ${escape(s.parity.personId)}</p>${table([w.operation, w.routes, w.verdict], rows)}`;
}

function batchesSection(s: HandoverSummary, w: Words): string {
  if (s.batches.length === 0) return `<h2>${escape(w.batches)}</h2><p>${escape(w.noBatches)}</p>`;
  const parts = s.batches.map((b) => {
    const line = fill(w.batchLine, { total: b.total, succeeded: b.succeeded, skipped: b.skipped, failed: b.failed });
    const failed = b.failedRows.map((r) => [
      String(r.row),
      `<code>${escape(r.visitorId)}</code>`,
      escape(r.floorIds.length ? r.floorIds.join(', ') : w.completedBySite),
      `<code>${escape(r.code ?? r.state)}</code>`,
    ]);
    return `<h3><code>${escape(b.file)}</code></h3><p>${when(b.finishedAt)}${b.route ? ` · ${escape(b.route)}` : ''} · ${escape(line)}${b.cancelled ? ` · ${escape(w.cancelled)}` : ''}</p>${
      failed.length ? `<h4>${escape(w.failedRows)}</h4>${table([w.row, w.visitor, w.floors, w.code], failed, 'rows')}` : ''
    }`;
  });
  return `<h2>${escape(w.batches)}</h2>${parts.join('')}`;
}

function absentSection(s: HandoverSummary, w: Words, language: ReportLanguage): string {
  return s.absent.length
    ? `<h2>${escape(w.absent)}</h2><ul>${s.absent.map((a) => `<li>${escape(absentNoteWords(a, language))}</li>`).join('')}</ul>`
    : '';
}

function signOffSection(w: Words): string {
  const line = (label: string): string => `<div class="line"><span>${escape(label)}</span></div>`;
  return `<h2>${escape(w.signOff)}</h2><div class="signoff">${line(w.customerName)}${line(w.role)}${line(w.date)}${line(w.signature)}<p class="choice"><span class="box"></span> ${escape(w.accepted)}</p><p class="choice"><span class="box"></span> ${escape(w.refused)}</p><div class="reason"></div></div>`;
}

/** The sections of the report, each a function of the language. */
const SECTIONS: ((s: HandoverSummary, w: Words, language: ReportLanguage) => string)[] = [
  packSection,
  siteSection,
  configSection,
  licenseSection,
  clockSection,
  paritySection,
  batchesSection,
  absentSection,
  (_s, w) => signOffSection(w),
];

const STYLE = `
@page { size: A4; margin: 14mm 12mm; }
* { box-sizing: border-box; }
html { font-family: "Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", "PingFang SC", "Segoe UI", Arial, sans-serif; font-size: 10pt; color: #111; background: #fff; }
body { margin: 0 auto; max-width: 186mm; padding: 0; line-height: 1.4; }
h1 { font-size: 17pt; margin: 0 0 2mm; }
h2 { font-size: 12.5pt; margin: 5mm 0 2mm; border-bottom: 1px solid #444; padding-bottom: 1mm; break-after: avoid; }
h3 { font-size: 11pt; margin: 3mm 0 1.5mm; break-after: avoid; }
h4 { font-size: 10pt; margin: 2mm 0 1mm; }
p { margin: 1mm 0; }
code, .hash { font-family: "DejaVu Sans Mono", Consolas, "Courier New", monospace; font-size: 9pt; overflow-wrap: anywhere; word-break: break-all; }
dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.8mm 3mm; margin: 1mm 0; }
dt { font-weight: 600; }
dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; margin: 1mm 0 2mm; }
th, td { border: 1px solid #999; padding: 0.8mm 1.5mm; text-align: left; vertical-align: top; overflow-wrap: anywhere; word-break: break-word; }
th { background: #eee; }
tr { break-inside: avoid; }
.header { display: grid; grid-template-columns: minmax(0, 1fr) 36mm; gap: 4mm; align-items: start; }
.qr svg { width: 36mm; height: 36mm; display: block; }
.qr p { font-size: 8pt; margin-top: 1mm; }
.pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 5mm; }
.pair > div { min-width: 0; }
.ok { color: #1b5e20; font-weight: 600; }
.warn, .v-fail { color: #a11212; }
.v-warn { color: #7a4b00; }
.changed { border: 2px solid #a11212; padding: 1.5mm 3mm; margin: 2mm 0; }
.signoff { break-inside: avoid; }
.signoff .line { border-bottom: 1px solid #111; height: 10mm; display: flex; align-items: flex-end; margin-bottom: 2mm; }
.signoff .line span { font-size: 9pt; color: #333; padding-bottom: 0.5mm; }
.choice { display: flex; align-items: center; gap: 2mm; margin: 2mm 0; }
.box { display: inline-block; width: 4mm; height: 4mm; border: 1px solid #111; }
.reason { border-bottom: 1px solid #111; height: 8mm; }
.reason + .reason { margin-top: 0; }
@media print { body { max-width: none; } }
`;

/** The report's HTML: one file, nothing to fetch, nothing to run. */
export async function handoverReportHtml(summary: HandoverSummary, languages: ReportLanguages): Promise<string> {
  const qr = await QRCode.toString(qrText(summary), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  const order: ReportLanguage[] = languages === 'both' ? ['zh-CN', 'en'] : [languages];
  const heading = (language: ReportLanguage): string =>
    `<div lang="${language}"><h1>${escape(reportWords(language).title)}</h1><p>${escape(reportWords(language).subtitle)}</p></div>`;
  const block = (render: (language: ReportLanguage) => string): string =>
    order.length === 2
      ? `<div class="pair">${order.map((l) => `<div lang="${l}">${render(l)}</div>`).join('')}</div>`
      : `<div lang="${order[0]}">${render(order[0] as ReportLanguage)}</div>`;
  const qrCaption = order.map((l) => escape(reportWords(l).qr)).join('<br>');
  const body = [
    `<header class="header"><div>${block(heading)}</div><div class="qr" aria-label="QR">${qr}<p>${qrCaption}</p></div></header>`,
    ...SECTIONS.map((section) => block((l) => section(summary, reportWords(l), l))),
  ].join('\n');
  const title = order.map((l) => reportWords(l).title).join(' / ');
  return `<!doctype html>
<html lang="${order[0]}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(`${title} — ${summary.pack.fileName}`)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
