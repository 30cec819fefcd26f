// The IPC registration, over an ipcMain stand-in: the checks it makes are plain code.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES, READY_CHANNEL } from '../../../../shared/api';
import { createConsole } from '../../../../main/console';
import { isTrustedSender, registerBridge, type IpcMainLike, type InvokeEventLike } from '../../../../main/electron/ipc';
import { checkResultSchema } from '../../shared/api/result-check';

function register() {
  const handlers = new Map<string, (event: InvokeEventLike, payload: unknown) => Promise<unknown>>();
  const on = new Map<string, (event: { sender: unknown; senderFrame: { url: string; parent: unknown } | null }) => void>();
  const ipcMain: IpcMainLike = { handle: (c, l) => handlers.set(c, l), on: (c, l) => on.set(c, l) };
  const ready: unknown[] = [];
  const runtime = createConsole({ version: '1', dataDir: mkdtempSync(join(tmpdir(), 'sc-ipc-')) }, { checkResult: checkResultSchema });
  registerBridge(ipcMain, runtime, (s) => ready.push(s));
  return { handlers, on, ready };
}

const top = { url: 'app://renderer/index.html#/diagnostics', parent: null };

describe('ipcMain registration', () => {
  it('registers one handler per operation and the ready handshake', () => {
    const { handlers, on } = register();
    expect([...handlers.keys()].sort()).toEqual([...OPERATION_NAMES].sort());
    expect([...on.keys()]).toEqual([READY_CHANNEL]);
  });

  it('answers the console page and validates its payloads', async () => {
    const { handlers } = register();
    expect(await handlers.get('app:info')?.({ senderFrame: top }, {})).toMatchObject({
      ok: true,
      value: { transport: 'ipc', version: '1' },
    });
    expect(await handlers.get('app:calls')?.({ senderFrame: top }, { limit: 'all' })).toMatchObject({
      ok: false,
      error: { code: 'PAYLOAD_INVALID' },
    });
  });

  it('refuses frames that are not the top frame of app://renderer', async () => {
    const { handlers } = register();
    for (const frame of [
      null,
      { url: 'https://evil.example/', parent: null },
      { url: 'file:///etc/passwd', parent: null },
      { url: 'app://renderer/index.html', parent: top },
      { url: 'app://renderer.evil/index.html', parent: null },
      { url: 'not a url', parent: null },
    ]) {
      expect(isTrustedSender(frame)).toBe(false);
      expect(await handlers.get('app:info')?.({ senderFrame: frame }, {})).toMatchObject({
        ok: false,
        error: { code: 'UNTRUSTED_SENDER' },
      });
    }
  });

  it('hears the ready handshake from the console page only', () => {
    const { on, ready } = register();
    on.get(READY_CHANNEL)?.({ sender: 'webContents#1', senderFrame: top });
    on.get(READY_CHANNEL)?.({ sender: 'webContents#2', senderFrame: { url: 'https://evil.example/', parent: null } });
    on.get(READY_CHANNEL)?.({ sender: 'webContents#3', senderFrame: null });
    expect(ready).toEqual(['webContents#1']);
  });
});
