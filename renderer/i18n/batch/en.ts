import { batchReportWords } from '../../../shared/batch-report-texts';
import shell from '../shell/en';

// English texts of the batch area (batch visitor access; the evidence words are in evidence/). Keys mirror
// batch/zh-CN.ts; error words are the catalogue's (shared/catalogue).

/** The preview's words, shared with the command line's report (its own words left out). */
const { cli: _cli, ...reportTexts } = batchReportWords['en'];

/** Texts of the batch view. */
export const batchTexts = {
  ...reportTexts,
  nav: shell.batch.nav,
  title: 'Batch visitor access',
  intro:
    "Grant elevator access to many visitors from a CSV or XLSX file with the columns visitorId and floorIds (or 访客编号 and 楼层编号). Floors are the site’s floor ids or the names its people use (3F, B1, 负一层, Tower A 3F), separated by ; or {'|'}; an empty cell lets the elevator application complete them.",
  file: 'Batch file',
  filePlaceholder: '/home/engineer/site/visitors.csv',
  choose: 'Choose…',
  chooseWhere: 'Choose where…',
  preview: 'Preview',
  rows: '{n} rows',
  problems: '{n} rows with problems (skipped)',
  noProblems: 'No row problems.',
  floorNamed: '{label}, typed “{typed}”',
  rowsAsSent: 'Every row as it will be sent',
  rowNotSent: 'Not sent: this row has a problem (above). Typed: {typed}',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
  visitorId: 'Visitor',
  floorIds: 'Floors',
  concurrency: 'Rows at once',
  start: 'Run batch',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  progress: '{done} of {total} rows',
  rate: '{rate} rows/s',
  eta: 'about {s} s left',
  paused: 'Paused: rows in flight finish, no new row starts.',
  finished: 'Finished: {succeeded} granted now, {skipped} skipped, {failed} failed.',
  cancelled: 'Cancelled: rows not sent stay for the next run with the same journal.',
  journal: 'Journal: {path}',
  journalAnew: {
    'other-site':
      'The journal {previous} was kept for another site (another profile or other E2 addresses), so it skipped no row: every row is sent to this site, and this run keeps its journal in {path}.',
    'other-file':
      'The journal {previous} was kept for another version of this batch file, so it skipped no row; this run keeps its journal in {path}.',
    unbound:
      'The journal {previous} does not say which site and file it was kept for (an older journal), so it skipped no row; this run keeps its journal in {path}.',
  },
  results: 'Results',
  filter: 'Show',
  filterAll: 'All',
  filterFailed: 'Not granted',
  filterGranted: 'Granted',
  outcome: 'Outcome',
  code: 'Code',
  why: 'Why rows were not granted',
  whyRow: 'Row {row} ({visitorId}): ',
  whyRowBare: 'Row {row}: ',
  explainRow: 'What does this mean? ({code}, row {row})',
  duration: 'Duration',
  exportResults: 'Export results',
  exportPath: 'Results file (.csv or .xlsx)',
  exported: 'Results written to {path}.',
  states: { granted: 'Granted', 'done-before': 'Granted before', failed: 'Failed', problem: 'Row problem', cancelled: 'Not sent' },
  chain: 'Chain',
  chainOpen: 'Show chain',
  chainTitle: 'The chain of E2 {trace}',
  chainMore: 'and {n} more calls, not drawn',
  chainBroke: 'Broke at {label}: {code}',
  chainUnrevealed: "The site reveals nothing behind the elevator application; only the console's own hops are shown ({reason}).",
  chainWhy: {
    'not-sent': 'no call was sent',
    'no-traceparent': 'the call carried no valid traceparent to find it by',
    forgotten: 'the site no longer remembers this call',
    'no-list': '{where} has no list of calls',
    'http-status': '{where} answered HTTP {status}',
    'too-deep': '{where} is nested more than {maxDepth} levels deep',
    'not-json': '{where} is not JSON: {detail}',
    unreachable: '{where} could not be asked: {detail}',
  },
  chainStatus: { ok: 'answered', failed: 'failed here', unknown: 'not known' },
  chainNodes: {
    console: 'Console',
    gateway: 'Gateway',
    intermediary: 'Intermediary component',
    elevator: 'E2 elevator application',
    zoneCache: '{endpoint} (zone cache) {service}',
    services: {
      organization: 'organization',
      elevator: 'elevator application',
      common: 'common',
      intermediary: 'intermediary',
      gateway: 'gateway',
    },
  },
};
