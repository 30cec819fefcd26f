// What the benchmarks share: the reference site in a process of its own (`site-console site`), so
// that the load generator and the console never share the services' event loop, and autocannon,
// typed for the calls the benchmarks make (it ships no types).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { SiteProfile } from '../../shared/site';

/** The part of autocannon's result the benchmarks read. */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  /** Milliseconds the run took. */
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

/** A run of `duration` seconds or of `amount` requests. */
export interface AutocannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests?: AutocannonRequest[];
  /**
   * Milliseconds between samples (autocannon: 1000). A run of `amount` ends at the first sample
   * after its last answer, so its duration is rounded up to this.
   */
  sampleInt?: number;
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

/** A reference site running in its own process: its profile, each service's /__sim/state address, and a way to stop it. */
export interface SiteProcess {
  profile: SiteProfile;
  state: Record<string, string>;
  stop: () => Promise<void>;
  /** CPU time the site's process has used so far, in µs (Linux: /proc, to 10 ms); null elsewhere. */
  cpuMicros: () => number | null;
}

/** User and system time of a process from /proc/<pid>/stat, in µs (the kernel counts in USER_HZ, 100 per second). */
function procCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined || process.platform !== 'linux') return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/** Starts `site-console site` and waits for the line of JSON it prints once every service listens. */
export async function startSiteProcess(): Promise<SiteProcess> {
  const bin = fileURLToPath(new URL('../../bin/site-console.js', import.meta.url));
  const child = spawn(process.execPath, [bin, 'site'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const end = out.indexOf('\n');
      if (end !== -1) resolve(out.slice(0, end));
    });
    void exited.then((code) => reject(new Error(`the reference site exited (${code}) before it printed its profile`)));
  });
  const printed = JSON.parse(line) as { profile: SiteProfile; state: Record<string, string> };
  return {
    ...printed,
    cpuMicros: () => procCpuMicros(child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
