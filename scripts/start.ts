// `npm start`: build, then start Electron. Where the Electron runtime is missing and cannot be
// downloaded (machines without internet), say so in one sentence and start the web transport.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The electron package resolves its binary when required, downloading it on first use; run that in
// a child so that a failed or hanging download cannot take this process with it.
const probe = spawnSync(process.execPath, ['-e', 'process.stdout.write(require("electron"))'], {
  cwd: root,
  encoding: 'utf8',
  timeout: 120_000,
});
const electronPath = probe.status === 0 ? probe.stdout.trim() : '';

if (electronPath) {
  const child = spawn(electronPath, [root, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  process.stdout.write(
    'The Electron runtime is not installed here and could not be downloaded, so Site Console starts in your browser through its web transport instead.\n',
  );
  await import('../main/web/start');
}
