import { describe, expect, it } from 'vitest';
import { describeExit } from '../../../../../../main/auth/backends/licensevendor/exit-status';

describe('describeExit', () => {
  it('names a Windows crash by its hex status and symbol, as Windows tools do', () => {
    // What Node reports for a DLL that dereferenced a bad pointer under Windows.
    expect(describeExit(3221225477, null)).toBe(
      'exit code 0xC0000005 (STATUS_ACCESS_VIOLATION: the library read or wrote memory it does not own)',
    );
    // The same status as a signed 32-bit value, as some launchers pass it.
    expect(describeExit(-1073741819, null)).toMatch(/^exit code 0xC0000005 \(STATUS_ACCESS_VIOLATION/);
    expect(describeExit(0xc0000409, null)).toMatch(/STATUS_STACK_BUFFER_OVERRUN/);
  });

  it('gives an unknown NTSTATUS in hex and an ordinary exit code in decimal', () => {
    expect(describeExit(0xc0001234, null)).toBe('exit code 0xC0001234');
    expect(describeExit(1, null)).toBe('exit code 1');
    expect(describeExit(null, null)).toBe('no exit code');
  });

  it('names a POSIX crash by its signal', () => {
    expect(describeExit(null, 'SIGSEGV')).toBe('signal SIGSEGV (segmentation fault: the library read or wrote memory it does not own)');
    expect(describeExit(null, 'SIGUSR1')).toBe('signal SIGUSR1');
  });
});
