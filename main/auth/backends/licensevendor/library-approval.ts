// The engineer's approval of a vendor library and ABI profile on this laptop. A library named by
// the settings runs only once the engineer confirmed it in main's own UI: a dialog in the window,
// or, over the web transport, a one-time code that main prints on the console's terminal and the
// engineer types into the page, so a renderer payload alone can never approve. The approval is
// kept where this laptop's own state lives (the secrets directory: for a portable copy, the
// laptop's, never the folder that travels) as the library's real path, the SHA-256 of its bytes
// and the profile's SHA-256; a library or profile changed since is not approved.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { VendorLibraryApproval } from '../../../../shared/api/auth';
import { ConsoleError } from '../../../../shared/errors';
import { KeyedQueue } from '../../../../shared/node/keyed-queue';
import type { AbiProfile } from '../../../../shared/licensevendor/abi-profile';
import { saveTextAtomically } from '../../../config/atomic-save';
import { readConsoleText } from '../../../files/bounded-read';
import { loadDigestedAbiProfile } from './abi-profile-file';
import { checkLibrary } from './library-check';

/** The approvals file in the laptop's own directory. */
export const APPROVALS_FILE = 'licensevendor-approvals.json';
/** Approvals kept; the oldest go first. */
const MAX_APPROVALS = 50;
/** How long a printed code may be typed. */
export const APPROVAL_CODE_TTL_MS = 10 * 60_000;
/** No 0/O or 1/I: read off a terminal and typed by hand. 32 symbols, 8 of them: 40 bits. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A library and profile checked and digested: what an approval names. */
export interface LibraryCandidate {
  /** The path as set. */
  libraryPath: string;
  realPath: string;
  librarySha256: string;
  abiProfilePath: string | null;
  /** Null: no profile file, the header's names. */
  abiProfileSha256: string | null;
  profile: AbiProfile;
}

interface ApprovalRecord {
  realPath: string;
  librarySha256: string;
  abiProfileSha256: string | null;
  approvedAt: string;
}

/** Reads a library and profile, checks the exports, and digests both. */
export async function libraryCandidate(libraryPath: string, abiProfilePath: string | null): Promise<LibraryCandidate> {
  const { profile, sha256 } = await loadDigestedAbiProfile(abiProfilePath);
  const checked = await checkLibrary(libraryPath, profile);
  return { libraryPath, realPath: checked.realPath, librarySha256: checked.sha256, abiProfilePath, abiProfileSha256: sha256, profile };
}

const sameApproval = (a: Pick<ApprovalRecord, 'realPath' | 'librarySha256' | 'abiProfileSha256'>, c: LibraryCandidate): boolean =>
  a.realPath === c.realPath && a.librarySha256 === c.librarySha256 && a.abiProfileSha256 === c.abiProfileSha256;

const isRecord = (v: unknown): v is ApprovalRecord => {
  const r = v as Partial<ApprovalRecord> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.realPath === 'string' &&
    typeof r.librarySha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(r.librarySha256) &&
    (r.abiProfileSha256 === null || (typeof r.abiProfileSha256 === 'string' && /^[0-9a-f]{64}$/.test(r.abiProfileSha256))) &&
    typeof r.approvedAt === 'string'
  );
};

/** The approvals kept on this laptop. */
export class LibraryApprovals {
  readonly #file: string;
  readonly #queue = new KeyedQueue();

  /** `dir`: the laptop's own directory (ConsoleInfo.secretsDir), never a portable folder. */
  constructor(dir: string) {
    this.#file = join(dir, APPROVALS_FILE);
  }

  /** Whether the engineer approved this library with this profile. */
  async has(candidate: LibraryCandidate): Promise<boolean> {
    return (await this.#read()).some((a) => sameApproval(a, candidate));
  }

  /** Keeps an approval (main calls it only after the engineer confirmed). */
  async add(candidate: LibraryCandidate, now = new Date()): Promise<void> {
    await this.#queue.run('file', async () => {
      const kept = (await this.#read()).filter((a) => !sameApproval(a, candidate));
      await mkdir(dirname(this.#file), { recursive: true, mode: 0o700 });
      kept.push({
        realPath: candidate.realPath,
        librarySha256: candidate.librarySha256,
        abiProfileSha256: candidate.abiProfileSha256,
        approvedAt: now.toISOString(),
      });
      await saveTextAtomically(this.#file, `${JSON.stringify({ approvals: kept.slice(-MAX_APPROVALS) }, null, 2)}\n`, {
        backup: false,
        mode: 0o600,
      });
    });
  }

  async #read(): Promise<ApprovalRecord[]> {
    const text = await readConsoleText(this.#file, 'consoleState');
    if (text === null) return [];
    try {
      const list = (JSON.parse(text) as { approvals?: unknown } | null)?.approvals;
      return Array.isArray(list) ? list.filter(isRecord) : [];
    } catch {
      return []; // damaged: nothing approved, the engineer confirms again
    }
  }
}

/** The refusal of a library named by the settings that the engineer has not approved on this laptop. */
export function notApproved(candidate: LibraryCandidate): ConsoleError {
  return new ConsoleError(
    'usage',
    'LICENSEVENDOR_LIBRARY_NOT_APPROVED',
    `the license library ${candidate.libraryPath} (ABI profile ${candidate.abiProfilePath ?? 'none'}) has not been confirmed on this computer, so nothing was loaded: confirm it in the License view ("Confirm library"), or give it on the command line with --vendor-library and --abi-profile`,
    { path: candidate.libraryPath, abiProfile: candidate.abiProfilePath ?? '—' },
  );
}

/** How main asks the engineer: its own dialog (window), or a code on its own terminal (web transport). */
export type LibraryConfirmation =
  { kind: 'dialog'; ask(candidate: LibraryCandidate): Promise<boolean> } | { kind: 'console-code'; announce(text: string): void };

/** What the terminal shows with the code: what would be approved, and that ignoring it is safe. */
export function approvalNotice(candidate: LibraryCandidate, code: string): string {
  const profile =
    candidate.abiProfilePath === null
      ? 'none (the names of licensevendor_abi.h)'
      : `${candidate.abiProfilePath} (SHA-256 ${candidate.abiProfileSha256})`;
  return [
    '',
    'site-console: the License view asks to confirm this license vendor library / 授权视图请求确认此厂商库:',
    `  library / 库:          ${candidate.realPath}`,
    `  SHA-256:              ${candidate.librarySha256}`,
    `  ABI profile / 配置:   ${profile}`,
    `  If you asked for it, type this code in the page / 若是您的操作，请在页面中输入此代码: ${code}`,
    '  If you did not, ignore it: nothing is loaded without it. / 若不是，请忽略：没有此代码不会加载任何库。',
    '',
  ].join('\n');
}

const normalizeCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');

const codeWrong = (): ConsoleError =>
  new ConsoleError(
    'usage',
    'LICENSEVENDOR_APPROVAL_CODE_WRONG',
    'the confirmation code is not the one the console printed, was already used or has expired, or the library settings changed since; nothing was approved: ask for a new code',
  );

/** What the approve and confirm operations share: the settings' library, the laptop's approvals, the host's way to ask. */
export interface VendorLibraryApprovalOptions {
  approvals: LibraryApprovals;
  /** The library and profile in the settings now. */
  settings: () => Promise<{ libraryPath: string | null; abiProfilePath: string | null }>;
  /** Null where main has no UI of its own to ask in (the command line). */
  confirmation: LibraryConfirmation | null;
  now?: () => number;
}

/** The approve and confirm operations of the bridge. */
export class VendorLibraryApprovalDesk {
  readonly #options: VendorLibraryApprovalOptions;
  /** One printed code at a time; a new request, a wrong code or its use ends it. */
  #pending: { code: string; candidate: LibraryCandidate; expiresAt: number } | null = null;

  constructor(options: VendorLibraryApprovalOptions) {
    this.#options = options;
  }

  /** Asks the engineer to confirm the settings' library and profile (checked first: a library that fails the check is never offered). */
  async request(): Promise<VendorLibraryApproval> {
    this.#pending = null;
    const candidate = await this.#candidate();
    const confirmation = this.#options.confirmation;
    if (confirmation === null)
      throw new ConsoleError(
        'usage',
        'LICENSEVENDOR_APPROVAL_UNAVAILABLE',
        'this console has no window or terminal of its own to confirm a library in; give it on the command line with --vendor-library',
      );
    if (confirmation.kind === 'dialog') {
      const yes = await confirmation.ask(candidate);
      if (yes) await this.#options.approvals.add(candidate);
      return view(candidate, yes ? 'approved' : 'declined');
    }
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    this.#pending = { code, candidate, expiresAt: this.#now() + APPROVAL_CODE_TTL_MS };
    confirmation.announce(approvalNotice(candidate, `${code.slice(0, 4)}-${code.slice(4)}`));
    return view(candidate, 'awaiting-code');
  }

  /** Approves with the printed code, if the settings still name what it was printed for. */
  async confirm(code: string): Promise<VendorLibraryApproval> {
    const pending = this.#pending;
    // Any answer ends the code: guessing gets one try per printed code.
    this.#pending = null;
    if (pending === null || this.#now() > pending.expiresAt || !sameCode(normalizeCode(code), pending.code)) throw codeWrong();
    const candidate = await this.#candidate();
    if (
      !sameApproval(
        {
          realPath: pending.candidate.realPath,
          librarySha256: pending.candidate.librarySha256,
          abiProfileSha256: pending.candidate.abiProfileSha256,
        },
        candidate,
      )
    )
      throw codeWrong();
    await this.#options.approvals.add(candidate);
    return view(candidate, 'approved');
  }

  async #candidate(): Promise<LibraryCandidate> {
    const { libraryPath, abiProfilePath } = await this.#options.settings();
    if (!libraryPath)
      throw new ConsoleError(
        'usage',
        'LICENSEVENDOR_LIBRARY_NOT_SET',
        'no license vendor library is set; set its path in the settings or pass --vendor-library <path>',
      );
    return libraryCandidate(libraryPath, abiProfilePath);
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }
}

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function view(c: LibraryCandidate, state: VendorLibraryApproval['state']): VendorLibraryApproval {
  return {
    state,
    libraryPath: c.realPath,
    sha256: c.librarySha256,
    abiProfilePath: c.abiProfilePath,
    abiProfileSha256: c.abiProfileSha256,
  };
}
