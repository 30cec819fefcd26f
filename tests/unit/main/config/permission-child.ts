// Runs configuration operations as whoever runs this process (the permissions test starts it as an
// unprivileged user when the tests run as root, since root passes every permission check) and
// prints each outcome as one JSON line: the Result's code, or "ok".
import { openConfigFile, saveConfigFile } from '../../../../main/config/config-files';
import { listFolder } from '../../../../main/config/folders';
import { ConsoleError } from '../../../../shared/errors';

const operations: Record<string, (path: string) => Promise<unknown>> = {
  open: (path) => openConfigFile(path),
  save: (path) => saveConfigFile(path, '{"schemaVersion":1}', { confirmInvalid: true, overwrite: true }),
  browse: (path) => listFolder(path),
};

const outcomes: Record<string, string> = {};
for (const step of process.argv.slice(2)) {
  const [op = '', path = ''] = step.split('=');
  try {
    await operations[op]?.(path);
    outcomes[step] = 'ok';
  } catch (e) {
    outcomes[step] = e instanceof ConsoleError ? e.code : `unexpected: ${String(e)}`;
  }
}
process.stdout.write(`${JSON.stringify({ uid: process.getuid?.() ?? null, outcomes })}\n`);
