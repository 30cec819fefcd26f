// The lane never skips: without Wine or mingw-w64 it stops and names the command that installs them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_COMMAND, requireTools } from './wine';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the Windows lane on a machine without Wine', () => {
  it('fails with the apt-get command that installs wine, wine64 and mingw-w64', () => {
    // A PATH that leads to no wine (Debian's is in /usr/bin): an empty folder.
    vi.stubEnv('PATH', mkdtempSync(join(tmpdir(), 'no-wine-')));
    expect(() => requireTools()).toThrow(INSTALL_COMMAND);
    expect(INSTALL_COMMAND).toBe('sudo apt-get install -y wine wine64 gcc-mingw-w64-x86-64');
  });

  it('passes where the tools are', () => {
    expect(() => requireTools()).not.toThrow();
  });
});
