// Debian's nginx (nginx-light; .ci/run installs it) started by a test as a site's gateway: one
// server block of the test's own on a free loopback port, in the foreground, in a folder of its own.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, untilAccepting } from './loopback';

/** Where Debian installs nginx. */
export const NGINX = '/usr/sbin/nginx';

/** Whether nginx is installed (tests that need it skip, saying so, when it is not). */
export const nginxInstalled = (): boolean => existsSync(NGINX);

/** A running nginx: its port, what it printed on stderr, and how to stop it. */
export interface RunningNginx {
  port: number;
  stderr(): string;
  stop(): void;
}

/**
 * Starts nginx with `http` directives and one `server` block, both given the port it listens on
 * (`listen 127.0.0.1:<port>` is the caller's, so that it may add `ssl`). `dir` holds its files.
 */
export async function startNginx(
  serverBlock: (port: number) => string,
  options: { dir?: string; http?: string } = {},
): Promise<RunningNginx> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'site-console-nginx-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  ${options.http ?? ''}
  server {
${serverBlock(port)}
  }
}
`,
  );
  const nginx = spawn(NGINX, ['-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off; master_process off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await untilAccepting(port, () => (nginx.exitCode === null ? null : `nginx exited: ${stderr}`));
  return { port, stderr: () => stderr, stop: () => nginx.kill('SIGTERM') };
}
