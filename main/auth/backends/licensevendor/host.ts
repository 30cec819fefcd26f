// The console's side of the crash-isolating host: the vendor library runs in a process of its own,
// one call at a time, each with a time limit. A crash or a hang costs that process only: the call
// fails as a ConsoleError naming the operation, and the next call starts a fresh host and loads the
// library again. Sessions of a crashed host are gone with it; `generation` tells the backend so.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AbiProfile } from '../../../../shared/licensevendor/abi-profile';
import { ConsoleError } from '../../../../shared/errors';
import { KeyedQueue } from '../../../../shared/node/keyed-queue';
import { redact } from '../../../secrets/redaction';
import type { HostOperation, HostOperations, HostReply, HostRequest } from './host-protocol';
import { describeExit } from './exit-status';
import { hostEnvironment } from './host-environment';
import { notApproved, type LibraryApprovals } from './library-approval';
import { checkLibrary } from './library-check';

/** A running host process, whatever started it. */
export interface HostProcess {
  send(request: HostRequest): void;
  onMessage(listener: (reply: HostReply) => void): void;
  /** Called once when the process ends, for whatever reason. */
  onExit(listener: (code: number | null, signal: string | null) => void): void;
  /** Ends it at once (a hung native call ignores anything gentler). */
  kill(): void;
  /** What the process (the vendor library) prints on its stdout and stderr, captured, never the console's own output. */
  onOutput?(listener: (stream: 'stdout' | 'stderr', chunk: string) => void): void;
}

/** One line the vendor library printed, with every string the host handed it redacted. */
export interface HostOutputLine {
  stream: 'stdout' | 'stderr';
  line: string;
}

/** Receives the library's printed lines (the console log). */
export type HostOutput = (line: HostOutputLine) => void;

/** Lines kept per host process, and characters per line: a chatty or looping library cannot fill the log. */
export const HOST_OUTPUT_MAX_LINES = 200;
export const HOST_OUTPUT_MAX_CHARS = 1000;

/** Starts a host process. main/electron passes one built on utilityProcess; everything else forks Node. */
export type HostLauncher = () => HostProcess;

/** A host as a Node child process: web mode, the CLI, tests and benchmarks. */
export const nodeHostLauncher: HostLauncher = () => {
  const self = fileURLToPath(import.meta.url);
  const fromSource = self.endsWith('.ts');
  // From sources (CLI, tests) the entry is TypeScript and needs tsx's loader, found from here so that
  // it works whatever the current directory is; a bundle ships the compiled entry beside itself.
  const entry = fileURLToPath(new URL(fromSource ? './host-entry.ts' : './licensevendor-host.js', import.meta.url));
  const execArgv = fromSource ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] : [];
  // A minimal environment (host-environment.ts): never the secrets passphrase or anything else of
  // the console's. Its stdout and stderr are piped, never inherited: a library that prints would
  // otherwise break `license check --json` and could put a serial number into the console's output.
  const child = fork(entry, [], { execArgv, env: hostEnvironment(), stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  return {
    send: (request) => child.send(request),
    onMessage: (listener) => child.on('message', (m) => listener(m as HostReply)),
    onExit: (listener) => child.once('exit', listener),
    kill: () => child.kill('SIGKILL'),
    onOutput: (listener) => {
      child.stdout?.on('data', (chunk: string) => listener('stdout', chunk));
      child.stderr?.on('data', (chunk: string) => listener('stderr', chunk));
    },
  };
};

/** What a host needs. */
export interface HostOptions {
  libraryPath: string;
  profile: AbiProfile;
  /**
   * For a library named by the settings: the laptop's approvals and the profile's digest. Every
   * start (a restart after a crash too) needs the engineer's approval of the bytes found then.
   */
  approval?: { approvals: LibraryApprovals; abiProfilePath: string | null; abiProfileSha256: string | null };
  launcher?: HostLauncher;
  /** Longest a single library call may take before the host is killed; the header warns calls may block on the network. */
  callTimeoutMs?: number;
  /** Longest the start of a host (process and library load) may take. */
  startTimeoutMs?: number;
  /** Where the library's printed lines go (the console log); dropped when absent. */
  output?: HostOutput;
}

/** Default limit of one call: longer than the library's own network timeouts, short enough to wait for. */
export const DEFAULT_CALL_TIMEOUT_MS = 20_000;
const DEFAULT_START_TIMEOUT_MS = 30_000;

/** The answer of one call: the library's status, and the value when it is LV_OK. */
export type HostOutcome<K extends HostOperation> = { status: 0; value: HostOperations[K]['value'] } | { status: number; value?: undefined };

interface Pending {
  id: number;
  op: HostOperation;
  resolve(reply: HostReply): void;
  reject(error: ConsoleError): void;
  timer: NodeJS.Timeout;
}

interface Running {
  process: HostProcess;
  pending: Pending | null;
  exited: boolean;
  /** Strings handed to the library (serial numbers, codes): redacted from what it prints. */
  handed: Set<string>;
}

/** One vendor library in its own process. */
export class LicensevendorHost {
  readonly #options: HostOptions;
  readonly #queue = new KeyedQueue();
  #running: Running | null = null;
  #generation = 0;
  #nextId = 1;
  #closed = false;

  constructor(options: HostOptions) {
    this.#options = options;
  }

  /** Increases each time a host process starts; sessions of an earlier generation are gone. */
  get generation(): number {
    return this.#generation;
  }

  /** Whether a host process is running now. */
  get running(): boolean {
    return this.#running !== null;
  }

  /** Calls one library function in the host, after every earlier call has finished. */
  call<K extends Exclude<HostOperation, 'open'>>(op: K, ...args: HostOperations[K]['args']): Promise<HostOutcome<K>> {
    return this.#queue.run('host', async () => {
      if (this.#closed)
        throw new ConsoleError('internal', 'LICENSEVENDOR_HOST_CLOSED', `the license library host is closed; cannot ${op}`, {
          operation: op,
        });
      const running = await this.#ensure();
      const reply = await this.#send(running, op, args, this.#options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS);
      if (!reply.ok) throw faultError(op, reply, this.#options);
      return (reply.status === 0 ? { status: 0, value: reply.value } : { status: reply.status }) as HostOutcome<K>;
    });
  }

  /** Stops the host process (after the call under way, if any). Sessions must be logged out before. */
  close(): Promise<void> {
    return this.#queue.run('host', async () => {
      this.#closed = true;
      this.#stop();
    });
  }

  async #ensure(): Promise<Running> {
    if (this.#running && !this.#running.exited) return this.#running;
    // Checked before every start, a restart after a crash too: the file may have been replaced since.
    const { libraryPath, profile, approval } = this.#options;
    const checked = await checkLibrary(libraryPath, profile);
    if (approval) {
      const candidate = {
        libraryPath,
        realPath: checked.realPath,
        librarySha256: checked.sha256,
        abiProfilePath: approval.abiProfilePath,
        abiProfileSha256: approval.abiProfileSha256,
        profile,
      };
      if (!(await approval.approvals.has(candidate))) throw notApproved(candidate);
    }
    const launch = this.#options.launcher ?? nodeHostLauncher;
    const running: Running = { process: launch(), pending: null, exited: false, handed: new Set() };
    this.#generation++;
    this.#running = running;
    running.process.onOutput?.(linesOf(running, this.#options.output));
    running.process.onMessage((reply) => {
      const pending = running.pending;
      if (!pending || reply.id !== pending.id) return;
      running.pending = null;
      clearTimeout(pending.timer);
      pending.resolve(reply);
    });
    running.process.onExit((code, signal) => {
      running.exited = true;
      if (this.#running === running) this.#running = null;
      const pending = running.pending;
      if (!pending) return;
      running.pending = null;
      clearTimeout(pending.timer);
      pending.reject(
        new ConsoleError(
          'internal',
          'LICENSEVENDOR_HOST_CRASHED',
          `the license library crashed during ${pending.op} (${describeExit(code, signal)})`,
          {
            operation: pending.op,
            exitCode: code,
            signal,
            exitStatus: describeExit(code, signal),
          },
        ),
      );
    });
    // The host loads the real file it is told the digest of, and checks both again before loading.
    const reply = await this.#send(
      running,
      'open',
      [checked.realPath, this.#options.profile, checked.sha256],
      this.#options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
    );
    if (!reply.ok) {
      this.#stop();
      throw faultError('open', reply, this.#options);
    }
    return running;
  }

  #send(running: Running, op: HostOperation, args: unknown[], limitMs: number): Promise<HostReply> {
    return new Promise((resolve, reject) => {
      if (running.exited) {
        reject(
          new ConsoleError('internal', 'LICENSEVENDOR_HOST_CRASHED', `the license library host ended before ${op}`, {
            operation: op,
            exitCode: null,
            signal: null,
            exitStatus: describeExit(null, null),
          }),
        );
        return;
      }
      const id = this.#nextId++;
      const timer = setTimeout(() => {
        if (running.pending?.id !== id) return;
        running.pending = null;
        // A native call cannot be interrupted: the only way out of a hang is to end the process.
        this.#stop();
        reject(
          new ConsoleError(
            'timeout',
            'LICENSEVENDOR_HOST_TIMEOUT',
            `the license library did not finish ${op} within ${limitMs} ms; it was stopped and restarts on the next call`,
            {
              operation: op,
              limitMs,
            },
          ),
        );
      }, limitMs);
      running.pending = { id, op, resolve, reject, timer };
      if (op !== 'open') for (const arg of args) if (typeof arg === 'string' && arg.length >= 4) running.handed.add(arg);
      running.process.send({ id, op, args });
    });
  }

  #stop(): void {
    const running = this.#running;
    this.#running = null;
    if (running && !running.exited) running.process.kill();
  }
}

/** Cuts a host's printed chunks into lines, redacts and bounds them, and hands them to `output`. */
function linesOf(running: Running, output: HostOutput | undefined): (stream: 'stdout' | 'stderr', chunk: string) => void {
  const partial = { stdout: '', stderr: '' };
  let kept = 0;
  return (stream, chunk) => {
    const lines = (partial[stream] + chunk).split('\n');
    partial[stream] = (lines.pop() ?? '').slice(0, HOST_OUTPUT_MAX_CHARS);
    for (const raw of lines) {
      if (kept > HOST_OUTPUT_MAX_LINES) return;
      const line =
        kept === HOST_OUTPUT_MAX_LINES
          ? `… further lines of this library process are not logged`
          : redact(raw.replace(/\r$/, '').slice(0, HOST_OUTPUT_MAX_CHARS), [...running.handed]);
      kept++;
      if (line.trim()) output?.({ stream, line });
    }
  };
}

function faultError(op: HostOperation, reply: Extract<HostReply, { ok: false }>, options: HostOptions): ConsoleError {
  const { fault } = reply;
  if (fault.kind === 'changed') {
    return new ConsoleError(
      'usage',
      'LICENSEVENDOR_LIBRARY_CHANGED',
      `the license library ${options.libraryPath} is not the file that was checked and approved (its bytes changed); nothing was loaded`,
      { path: options.libraryPath },
    );
  }
  if (fault.kind === 'exports') {
    return new ConsoleError(
      'usage',
      'LICENSEVENDOR_LIBRARY_EXPORTS_MISSING',
      `the library ${options.libraryPath} does not itself export ${fault.message} (ABI profile "${options.profile.name}"); nothing was loaded`,
      {
        path: options.libraryPath,
        missing: fault.message,
        profile: options.profile.name,
      },
    );
  }
  if (fault.kind === 'symbol') {
    return new ConsoleError('usage', 'LICENSEVENDOR_SYMBOL_MISSING', `${fault.message}; the ABI profile must name this build's export`, {
      operation: op,
      fn: fault.fn,
      symbol: fault.symbol,
      profile: options.profile.name,
    });
  }
  if (fault.kind === 'load') {
    const missing = !existsSync(options.libraryPath);
    // A path that does not load is the engineer's to fix in the settings or flags: a usage error either way.
    return new ConsoleError(
      'usage',
      'LICENSEVENDOR_LIBRARY_LOAD',
      `the license library ${options.libraryPath} could not be loaded: ${fault.message}`,
      {
        operation: op,
        path: options.libraryPath,
        reason: missing ? 'missing' : 'unloadable',
      },
    );
  }
  return new ConsoleError('internal', 'LICENSEVENDOR_HOST_FAULT', `the license library host failed during ${op}: ${fault.message}`, {
    operation: op,
  });
}
