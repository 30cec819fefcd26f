// Issue 19, "data-directory files through the bounded reader": the console's own files (auth
// status, parity result, activations, site call log, long secrets) are read through
// main/files/bounded-read.ts. A FIFO in place of one is never waited on (a plain readFile would
// hang here for ever, holding a file-system thread); a file grown past its kind's limit is not read.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ActivationStore } from '../../../../main/auth/activation-store';
import { AUTH_STATUS_FILE, readAuthStatusText } from '../../../../main/auth/status-record';
import { FILE_LIMITS } from '../../../../main/files/bounded-read';
import { SiteCallLog, SITE_CALL_LOG_FILE } from '../../../../main/site/call-log';
import { PARITY_LATEST_FILE, readParityText } from '../../../../main/site/parity';

/** A data directory with `make(path)` done at each of the console's own files. */
function dataDirWith(make: (path: string) => void): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-own-files-'));
  for (const relative of [AUTH_STATUS_FILE, PARITY_LATEST_FILE, join('auth', 'activations.json'), SITE_CALL_LOG_FILE]) {
    const path = join(dataDir, relative);
    mkdirSync(dirname(path), { recursive: true });
    make(path);
  }
  return dataDir;
}

async function readAll(dataDir: string): Promise<unknown[]> {
  const activations = new ActivationStore(dataDir);
  return [
    await readAuthStatusText(dataDir),
    await readParityText(dataDir),
    await activations.get('anchor'),
    await new SiteCallLog(dataDir).list(),
  ];
}

describe("the console's own files, bounded", () => {
  // mkfifo is POSIX only: Windows has no FIFO in the file system.
  it.skipIf(process.platform === 'win32')(
    'a FIFO in place of each is read as none, at once, and the activation record is set aside',
    async () => {
      const dataDir = dataDirWith((path) => execFileSync('mkfifo', [path]));
      expect(await readAll(dataDir)).toEqual([null, null, null, []]);
      // The activation store set the FIFO aside and keeps a record of its own again.
      expect(readdirSync(join(dataDir, 'auth')).some((name) => name.startsWith('activations.json.damaged-'))).toBe(true);
      expect(existsSync(join(dataDir, 'auth', 'activations.json'))).toBe(true);
    },
  );

  it('a file past its kind limit is not read (sparse: no disk is spent)', async () => {
    const dataDir = dataDirWith((path) => {
      writeFileSync(path, '');
      truncateSync(path, FILE_LIMITS.callLog + 1);
    });
    expect(await readAll(dataDir)).toEqual([null, null, null, []]);
    // And a file within the limit still reads.
    writeFileSync(join(dataDir, AUTH_STATUS_FILE), '{"recordedAt":"x"}\n');
    expect(await readAuthStatusText(dataDir)).toBe('{"recordedAt":"x"}\n');
  });
});
