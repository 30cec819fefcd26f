// What another account on the laptop may read of the console's data: nothing. The data directory is
// made 0700 and every file the console keeps there 0600, whatever the umask.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsole } from '../../../../main/console';
import { findTemplate, templateText } from '../../../../shared/config/templates';

const mode = (path: string): number => statSync(path).mode & 0o777;

describe('the data directory and what the console keeps in it', () => {
  const parent = mkdtempSync(join(tmpdir(), 'site-console-modes-'));
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('is 0700, and settings and the recent list are 0600', async () => {
    const dataDir = join(parent, 'data');
    const runtime = createConsole({ version: '0.0.0-test', dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      const saved = await runtime.dispatch('settings:update', { language: 'en' }, { transport: 'ipc' });
      expect(saved.ok).toBe(true);
      expect(mode(join(dataDir, 'settings.json'))).toBe(0o600);
      // A save puts the document in the recent list.
      const text = templateText(findTemplate('selfhosted', 'school'));
      const written = await runtime.dispatch(
        'config:save',
        { path: join(parent, 'site.json'), text, mode: 'saveAs' },
        { transport: 'ipc' },
      );
      expect(written.ok).toBe(true);
      expect(mode(join(dataDir, 'recent-files.json'))).toBe(0o600);
    } finally {
      await runtime.close();
    }
  });
});
