// How the host process of the vendor library ended, in words an engineer can pass on. On Windows a
// crashed process exits with its NTSTATUS code, which Node reports as a large unsigned number
// (3221225477); the vendor's support and every Windows tool name it in hex (0xC0000005) and by its
// symbol (STATUS_ACCESS_VIOLATION). On Linux and macOS a crash is a signal instead.

/** NTSTATUS codes that a crashing native library ends its process with, and what each means. */
const WINDOWS_STATUS: Record<number, { name: string; meaning: string }> = {
  0xc0000005: { name: 'STATUS_ACCESS_VIOLATION', meaning: 'the library read or wrote memory it does not own' },
  0xc00000fd: { name: 'STATUS_STACK_OVERFLOW', meaning: 'the library ran out of stack' },
  0xc0000409: { name: 'STATUS_STACK_BUFFER_OVERRUN', meaning: 'the library overran a buffer on its stack, or called abort' },
  0xc0000374: { name: 'STATUS_HEAP_CORRUPTION', meaning: 'the library corrupted its heap' },
  0xc000001d: { name: 'STATUS_ILLEGAL_INSTRUCTION', meaning: 'the library ran an instruction this processor does not have' },
  0xc0000094: { name: 'STATUS_INTEGER_DIVIDE_BY_ZERO', meaning: 'the library divided by zero' },
  0xc0000135: { name: 'STATUS_DLL_NOT_FOUND', meaning: 'a DLL the library needs is missing' },
  0xc0000139: { name: 'STATUS_ENTRYPOINT_NOT_FOUND', meaning: 'a DLL the library needs lacks a function it calls' },
  0xc0000142: { name: 'STATUS_DLL_INIT_FAILED', meaning: 'a DLL the library needs failed to start' },
  0xc000007b: {
    name: 'STATUS_INVALID_IMAGE_FORMAT',
    meaning: 'the library or a DLL it needs is built for another architecture (32/64-bit)',
  },
  0x80000003: { name: 'STATUS_BREAKPOINT', meaning: 'the library stopped at a breakpoint' },
};

/** Signals that end a process that crashed, and what each means. */
const SIGNALS: Record<string, string> = {
  SIGSEGV: 'segmentation fault: the library read or wrote memory it does not own',
  SIGBUS: 'bus error: the library read memory that is not there',
  SIGABRT: 'the library called abort',
  SIGILL: 'the library ran an illegal instruction',
  SIGFPE: 'arithmetic fault in the library',
  SIGKILL: 'killed',
  SIGTERM: 'terminated',
};

/** Hex form of a Windows status code as Windows tools print it (0xC0000005). */
export const windowsStatusHex = (code: number): string => `0x${(code >>> 0).toString(16).toUpperCase().padStart(8, '0')}`;

/**
 * How a process ended, for messages and the call log: "exit code 0xC0000005
 * (STATUS_ACCESS_VIOLATION: …)", "signal SIGSEGV (segmentation fault: …)" or "exit code 1".
 */
export function describeExit(code: number | null, signal: string | null): string {
  if (signal) return SIGNALS[signal] ? `signal ${signal} (${SIGNALS[signal]})` : `signal ${signal}`;
  if (code === null) return 'no exit code';
  // NTSTATUS failure codes have the top bit set: Node reports them unsigned (or, from some
  // launchers, as the negative 32-bit value).
  const unsigned = code >>> 0;
  const known = WINDOWS_STATUS[unsigned];
  if (known) return `exit code ${windowsStatusHex(unsigned)} (${known.name}: ${known.meaning})`;
  if (unsigned >= 0xc0000000 || (unsigned >= 0x80000000 && unsigned < 0x90000000)) return `exit code ${windowsStatusHex(unsigned)}`;
  return `exit code ${code}`;
}
