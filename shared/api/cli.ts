// The command line's --json answers, as a contract for scripts: each command's success and the one
// failure envelope every command prints, as TypeBox schemas (plain JSON Schema). The command line
// itself never loads them (no TypeBox at run time, issue 34); scripts/gen-validators.ts compiles
// them into shared/generated/cli-output-validators.js, which the tests check every answer with.
import { Type, type TSchema } from '@sinclair/typebox';
import { authStatusSchema, featureAnswerSchema, offlineActivationStatusSchema } from '../auth';
import { floorCheckSchema, rowProblemSchema } from '../batch';
import { ERROR_CATEGORIES } from '../error-categories';
import { evidenceVerdictSchema, knownKeySchema } from '../evidence';
import { secretsAtRestSchema } from '../secrets';
import { Closed, Facts, Localized, OneOf, OrNull } from './schema';

const secrets = Type.Optional(secretsAtRestSchema);

/** The error of the failure envelope: its code, category, technical message and words in every language, and its facts. */
export const cliErrorSchema = Type.Object(
  {
    code: Type.String({ minLength: 1 }),
    category: OneOf(ERROR_CATEGORIES),
    message: Type.String(),
    words: Localized,
    details: Type.Optional(Facts),
  },
  // A command may add a fact of its own (which side refused a TLS connection; a vendor library status's catalogue entry).
  { additionalProperties: true },
);

/** The one failure envelope of every command: `{ ok: false, error }`, with the command's facts beside it (a call's route). */
export const cliFailureSchema = Type.Object({ ok: Type.Literal(false), error: cliErrorSchema }, { additionalProperties: true });

const finding = Closed({
  pointer: Type.String(),
  line: Type.Integer({ minimum: 0 }),
  column: Type.Integer({ minimum: 0 }),
  rule: Type.String(),
  message: Type.String(),
});
const validateFile = Closed({
  file: Type.String(),
  valid: Type.Boolean(),
  errors: Type.Array(finding),
  warnings: Type.Array(finding),
  errorCount: Type.Optional(Type.Integer({ minimum: 0 })),
  warningCount: Type.Optional(Type.Integer({ minimum: 0 })),
});

/** What a site call answers: its route, the site's envelope and the call's timing and clock. */
const siteCallFacts = {
  route: Type.String(),
  durationMs: Type.Number({ minimum: 0 }),
  clockSkewMs: OrNull(Type.Number()),
  clockSkewWarning: Type.Boolean(),
  clockDateUnreadable: Type.Optional(Type.String()),
};
const siteCall = Closed({ ok: Type.Literal(true), envelope: Type.Unknown(), ...siteCallFacts });

const batchJsonRow = Type.Object({ row: Type.Integer({ minimum: 1 }), visitorId: Type.String() }, { additionalProperties: true });
/** How the file was read (batchFileReadSchema's facts) and how the console says it. */
const batchFile = Type.Object({ readAs: Type.String() }, { additionalProperties: true });
const batchPreviewFacts = {
  total: Type.Integer({ minimum: 0 }),
  file: batchFile,
  floorCheck: floorCheckSchema,
  problems: Type.Array(rowProblemSchema),
  repeatedVisitors: Type.Array(Type.Unknown()),
  rows: Type.Array(batchJsonRow),
};
const batchDryRun = Closed({
  ok: Type.Boolean(),
  dryRun: Type.Literal(true),
  sendable: Type.Integer({ minimum: 0 }),
  ...batchPreviewFacts,
});
const batchRun = Closed({
  ok: Type.Boolean(),
  succeeded: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  skipped: Type.Integer({ minimum: 0 }),
  journal: Type.Object({ path: Type.String(), startedAnew: Type.Optional(Type.Unknown()) }, { additionalProperties: false }),
  results: Type.Array(
    Type.Object({
      row: Type.Integer(),
      visitorId: Type.String(),
      ok: Type.Boolean(),
      code: Type.Optional(Type.String()),
      category: Type.Optional(Type.String()),
    }),
  ),
  ...batchPreviewFacts,
});

const licenseProblem = Type.Optional(cliErrorSchema);
const featureAnswer = Closed({
  key: Type.String(),
  licensed: Type.Boolean(),
  reason: featureAnswerSchema.properties.reason,
  error: Type.Optional(Type.Object({ code: Type.String() })),
});
const licenseAnswer = Type.Union([
  Closed({ ok: Type.Boolean(), status: authStatusSchema, error: licenseProblem, problem: licenseProblem, secrets }),
  Closed({ ok: Type.Boolean(), results: Type.Array(featureAnswer), error: licenseProblem, problem: licenseProblem, secrets }),
  Closed({ ok: Type.Literal(true), offline: offlineActivationStatusSchema, status: authStatusSchema, secrets }),
]);

const trusted = Closed({ ok: Type.Literal(true), trusted: knownKeySchema, secrets });
const evidenceAnswer = Type.Union([
  Closed({
    ok: Type.Literal(true),
    out: Type.String(),
    fingerprint: Type.String(),
    readAloud: Type.String(),
    files: Type.Array(Type.String()),
    secrets,
  }),
  Closed({ ...evidenceVerdictSchema.properties, secrets }),
  trusted,
  Closed({
    own: OrNull(Type.String()),
    readAloud: OrNull(Type.String()),
    known: Type.Array(knownKeySchema),
    offered: Type.Array(Type.Unknown()),
    secrets,
  }),
]);

const explanation = Closed({ causes: Type.Array(Type.String()), next: Type.Array(Type.String()) });
const explainEntry = {
  code: Type.String(),
  category: OneOf(ERROR_CATEGORIES),
  source: OneOf(['console', 'site'] as const),
  words: Localized,
  explain: Closed({ en: explanation, 'zh-CN': explanation }),
  guide: OrNull(Closed({ page: Type.String(), path: Localized })),
};

/** Each command's --json answers: its successes and the failure envelope. */
export const cliOutputs: Readonly<Record<string, { summary: string; success: TSchema }>> = {
  validate: { summary: 'One element per file, in argument order (exit 0 or 1).', success: Type.Array(validateFile) },
  person: { summary: 'The site envelope of E1 and the call facts.', success: siteCall },
  'visitor-access': { summary: 'The site envelope of E2 and the call facts.', success: siteCall },
  batch: { summary: 'A batch run (visitor-access --batch), or its dry run.', success: Type.Union([batchRun, batchDryRun]) },
  calls: {
    summary: 'The call log exported to a file.',
    success: Closed({
      ok: Type.Literal(true),
      format: OneOf(['har', 'curl'] as const),
      path: Type.String(),
      count: Type.Integer({ minimum: 0 }),
      secretsInClear: Type.Boolean(),
      secrets,
    }),
  },
  license: { summary: 'activate and status (status), check (results), offline (offline and status).', success: licenseAnswer },
  evidence: { summary: 'export, verify (the verdict), trust, key show, key export and import.', success: evidenceAnswer },
  handover: {
    summary: 'The report written.',
    success: Closed({
      ok: Type.Literal(true),
      out: Type.String(),
      sha256: Type.String(),
      fingerprint: Type.String(),
      status: Type.String(),
      signer: Type.Unknown(),
      secrets,
    }),
  },
  explain: {
    summary: 'A code (explain <CODE>) or every code (explain --list).',
    success: Type.Union([
      Closed({ ok: Type.Literal(true), ...explainEntry }),
      Closed({ ok: Type.Literal(true), entries: Type.Array(Closed(explainEntry)) }),
    ]),
  },
};
