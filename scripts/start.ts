// `npm start`: build, then start Electron. Where the Electron runtime is missing and cannot be
// downloaded (machines without internet), say so in one sentence and start the web transport.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Run npm through the Node that runs us and the npm that started us (npm sets npm_execpath), not
// `npm.cmd`: since Node 20.12.2 Windows refuses to spawn a .cmd file without a shell (EINVAL), and a
// shell would parse the arguments again. Started some other way, fall back to npm through the shell.
const npmCli = process.env.npm_execpath;
const build = npmCli
  ? spawnSync(process.execPath, [npmCli, 'run', 'build'], { cwd: root, stdio: 'inherit' })
  : spawnSync('npm run build', { cwd: root, stdio: 'inherit', shell: true });
if (build.error) {
  process.stderr.write(`npm start: could not run "npm run build" (${build.error.message}). Run it yourself, then "npm start" again.\n`);
  process.exit(1);
}
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
