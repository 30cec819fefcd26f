// Issue 19, "a stalled network share": there is no NFS or FUSE here, so the stall is made the only
// way a test can make a file system not answer: libuv's file-system threads (UV_THREADPOOL_SIZE,
// 4 by default) are all held by blocking opens of FIFOs that have no writer. A read of a good file
// asked then cannot start, exactly as behind a share that stopped answering. What this proves: the
// caller's Cancel (or timeout) ends the bounded reader's call at once even though the file system
// never answered, and once the file system answers again the threads are free and reads work.
// What it cannot prove: that a read stalled inside a real share gives its thread back before the
// share answers (Node cannot interrupt a thread blocked in the kernel; each such read holds one).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBoundedFile } from '../../../../main/files/bounded-read';

describe('a read the file system does not answer', () => {
  // mkfifo and a blocking open of a FIFO are POSIX: Windows has neither.
  it.skipIf(process.platform === 'win32')(
    'ends on Cancel while every file-system thread is stalled, and reads work once they answer',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sc-stalled-'));
      const good = join(dir, 'ca.pem');
      writeFileSync(good, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
      const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
      const fifos = Array.from({ length: threads }, (_, i) => join(dir, `stall-${i}`));
      execFileSync('mkfifo', fifos);
      // Each blocking open holds one file-system thread until a writer comes.
      const stalled = fifos.map((fifo) => open(fifo, 'r'));

      const cancel = new AbortController();
      let settled = false;
      const read = readBoundedFile(good, 'certificate', cancel.signal).finally(() => (settled = true));
      // Nothing can answer it: every thread is held (this is not a wait for time to pass).
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(settled).toBe(false);
      cancel.abort(new Error('cancelled by the engineer'));
      await expect(read).rejects.toThrow('cancelled by the engineer');

      // The "share" answers again: a writer for each FIFO (a separate process: this one's threads are held).
      const writers = spawnSync('sh', ['-c', fifos.map((f) => `: > '${f}' &`).join(' ') + ' wait'], { timeout: 30_000 });
      expect(writers.status).toBe(0);
      for (const handle of await Promise.all(stalled)) await handle.close();
      // The threads are free: the same read now answers.
      expect((await readBoundedFile(good, 'certificate')).bytes.toString()).toContain('BEGIN CERTIFICATE');
    },
  );
});
