// Pre-flight never probes a placeholder (shared/config/placeholders.ts): the licensevendor wharf
// template's 192.0.2.10 and the selfhosted template's auth.example.net are named as placeholders,
// and no socket is opened to them. A loopback server behind a REPLACE-ME address counts zero
// connections, while the same server without the token is reached (the check can fail).
import { createServer, Socket, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runPreflight } from '../../../../../main/auth/backends/licensevendor/preflight';
import type { HttpClient } from '../../../../../main/http/client';
import { selfhostedPreflight } from '../../../../../main/auth/backends/selfhosted/preflight';
import { findTemplate } from '../../../../../shared/config/templates';
import { DEFAULT_ABI_PROFILE } from '../../../../../shared/licensevendor/abi-profile';

let server: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.restoreAllMocks();
  requested.length = 0;
});

/** The HTTP client of the clock check: it records what it was asked for and reaches nothing. */
const requested: string[] = [];
const http: Pick<HttpClient, 'request'> = {
  request: (options) => {
    requested.push(options.url);
    return Promise.reject(new Error('no network in this test'));
  },
};

describe('licensevendor pre-flight and a placeholder', () => {
  it("says the wharf template's 192.0.2.10 is a placeholder, in both languages, and opens no socket", async () => {
    const connect = vi.spyOn(Socket.prototype, 'connect');
    const steps = await runPreflight({
      config: findTemplate('licensevendor', 'wharf').document,
      profile: DEFAULT_ABI_PROFILE,
      libraryVersion: () => Promise.resolve('test 1.0'),
    });
    expect(connect).not.toHaveBeenCalled();
    const verdicts = Object.fromEntries(steps.map((s) => [s.id, s.verdict]));
    expect(verdicts).toMatchObject({ 'url.placeholder': 'fail', 'group.resolve': 'skipped', 'group.connect': 'skipped' });
    const placeholder = steps.find((s) => s.id === 'url.placeholder');
    expect(placeholder?.detail.en).toContain('bit://192.0.2.10:8273: a placeholder');
    expect(placeholder?.detail['zh-CN']).toContain('占位地址');
    expect(steps.find((s) => s.id === 'group.connect')?.detail.en).toContain('placeholder');
  });

  it('still connects to a real group service beside it', async () => {
    const before = connections;
    const config = {
      ...findTemplate('licensevendor', 'wharf').document,
      licensevendor: { url: `bit://127.0.0.1:${port},bit://REPLACE-ME:8273` },
    };
    const steps = await runPreflight({ config, profile: DEFAULT_ABI_PROFILE, libraryVersion: () => Promise.resolve('test 1.0') });
    expect(steps.find((s) => s.id === 'url.placeholder')?.facts).toEqual({ placeholders: ['bit://REPLACE-ME:8273'] });
    expect(steps.find((s) => s.id === 'group.connect')?.verdict).toBe('pass');
    await expect.poll(() => connections).toBe(before + 1);
  });
});

describe('selfhosted pre-flight and a placeholder', () => {
  it("says the selfhosted template's baseUrl is a placeholder and opens no socket", async () => {
    const connect = vi.spyOn(Socket.prototype, 'connect');
    const baseUrl = findTemplate('selfhosted', 'wharf').document.selfhosted?.baseUrl ?? '';
    const steps = await selfhostedPreflight(baseUrl, http);
    expect(connect).not.toHaveBeenCalled();
    expect(requested).toEqual([]);
    expect(steps[1]).toMatchObject({ id: 'service.connect', verdict: 'fail', facts: { placeholder: 'auth.example.net' } });
    expect(steps[1]?.detail.en).toMatch(/^Not connected: https:\/\/auth\.example\.net\/api\/v1 is a placeholder/);
    expect(steps[1]?.detail['zh-CN']).toMatch(/^未连接：.*占位地址/);
  });

  it('REPLACE-ME in front of a listening service: no connection reaches it; without the token, one does', async () => {
    const before = connections;
    const marked = await selfhostedPreflight(`http://127.0.0.1:${port}/REPLACE-ME/api`, http);
    expect(requested).toEqual([]);
    expect(marked[1]).toMatchObject({ verdict: 'fail', facts: { placeholder: 'REPLACE-ME' } });
    expect(marked[1]?.detail.en).toContain('it holds REPLACE-ME');
    expect(connections).toBe(before);
    const real = await selfhostedPreflight(`http://127.0.0.1:${port}/api`, http);
    expect(real[1]?.verdict).toBe('pass');
    await expect.poll(() => connections).toBe(before + 1);
  });
});
