// The web transport's guards, over real HTTP on 127.0.0.1: the token on every API route however
// the path is spelt, the Host and Origin checks, and answers that are always Results.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsole } from '../../../../main/console';
import { startWebTransport, type WebTransport } from '../../../../main/web/server';
import { checkResultSchema } from '../../shared/api/result-check';

let web: WebTransport;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'sc-web-'));
  const rendererDir = join(root, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><html lang="en"><title>t</title></html>');
  mkdirSync(join(rendererDir, 'assets'));
  writeFileSync(join(rendererDir, 'assets', 'entry.js'), 'export {};\n');
  web = await startWebTransport(createConsole({ version: '1', dataDir: join(root, 'data') }, { checkResult: checkResultSchema }), {
    rendererDir,
  });
});
afterAll(async () => {
  await web?.close();
});

const call = async (
  path: string,
  init: { token?: string | null; headers?: Record<string, string>; body?: string; method?: 'GET' | 'POST' } = {},
) => {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(init.headers ?? {}) };
  if (init.token !== null) headers.authorization = `Bearer ${init.token ?? web.token}`;
  const res = await request(`${web.origin}${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.method === 'GET' ? undefined : (init.body ?? '{}'),
  });
  const text = await res.body.text();
  return {
    status: res.statusCode,
    body: text ? (JSON.parse(text) as { ok: boolean; error?: { code: string } }) : null,
    headers: res.headers,
  };
};

describe('web transport guards', () => {
  it('answers a call that carries the token', async () => {
    expect(await call('/api/invoke/app:info')).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('refuses a missing or wrong token on every spelling of an API path', async () => {
    for (const path of [
      '/api/invoke/app:info',
      '/%61pi/invoke/app:info',
      '/%41PI/invoke/app:info',
      '//api/invoke/app:info',
      '/api/invoke/app%3Ainfo',
    ]) {
      const missing = await call(path, { token: null });
      expect(missing.status, path).toBe(401);
      expect(missing.body?.error?.code, path).toBe('TOKEN_REQUIRED');
      expect((await call(path, { token: 'x'.repeat(43) })).status, path).toBe(401);
    }
    const events = await request(`${web.origin}/%61pi/events`);
    expect(events.statusCode).toBe(401);
    await events.body.dump();
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign or opaque Origin', async () => {
    expect((await call('/api/invoke/app:info', { headers: { host: 'evil.example' } })).status).toBe(403);
    expect((await call('/api/invoke/app:info', { headers: { origin: 'http://evil.example' } })).body?.error?.code).toBe('FOREIGN_ORIGIN');
    expect((await call('/api/invoke/app:info', { headers: { origin: 'null' } })).status).toBe(403);
    expect((await call('/api/invoke/app:info', { headers: { origin: web.origin } })).status).toBe(200);
  });

  it('answers transport failures with a Result, never a bare error page', async () => {
    const notJson = await call('/api/invoke/app:info', { body: '{nope' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    const nullBody = await call('/api/invoke/app:info', { body: 'null' });
    expect(nullBody.body).toMatchObject({ ok: false, error: { code: 'PAYLOAD_INVALID' } });
    const unknown = await call('/api/elsewhere');
    expect(unknown).toMatchObject({ status: 404, body: { ok: false, error: { code: 'NO_SUCH_ROUTE' } } });
    expect((await call('/api/invoke/fs:read')).body).toMatchObject({ ok: false, error: { code: 'UNKNOWN_OPERATION' } });
  });

  it('serves the renderer with the CSP and without caching the API', async () => {
    const page = await request(`${web.origin}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    await page.body.dump();
    expect((await call('/api/invoke/app:info')).headers['cache-control']).toBe('no-store');
  });

  it('serves the page with main’s saved language on it, as it is at each load', async () => {
    const load = async (path: string) => {
      const page = await request(`${web.origin}${path}`);
      return {
        status: page.statusCode,
        cache: page.headers['cache-control'],
        type: page.headers['content-type'],
        html: await page.body.text(),
      };
    };
    // None chosen yet: the page says so, and the window speaks the system's language.
    expect(await load('/')).toMatchObject({
      status: 200,
      cache: 'no-store',
      html: expect.stringContaining('<html lang="en" data-saved-language="">'),
    });
    expect(String((await load('/')).type)).toContain('text/html');
    expect((await call('/api/invoke/settings:update', { body: JSON.stringify({ language: 'zh-CN' }) })).status).toBe(200);
    for (const path of ['/', '/index.html']) {
      expect((await load(path)).html, path).toContain('<html lang="zh-CN" data-saved-language="zh-CN">');
    }
    expect((await call('/api/invoke/settings:update', { body: JSON.stringify({ language: null }) })).status).toBe(200);
    expect((await load('/')).html).toContain('data-saved-language=""');
    // The build's other files are served as they are.
    expect(await load('/assets/entry.js')).toMatchObject({ status: 200, html: 'export {};\n' });
  });
});
