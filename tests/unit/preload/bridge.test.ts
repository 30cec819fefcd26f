import { describe, expect, it, vi } from 'vitest';
import { createBridge, type IpcRendererLike } from '../../../preload/bridge';

function fakeIpc() {
  const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  const ipc: IpcRendererLike & { emit(channel: string, data: unknown): void; count(channel: string): number } = {
    invoke: vi.fn(async () => ({ ok: true, value: 'pong' })),
    on: (channel, l) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)?.add(l);
    },
    removeListener: (channel, l) => listeners.get(channel)?.delete(l),
    emit: (channel, data) => listeners.get(channel)?.forEach((l) => l({ sender: 'secret internals' }, data)),
    count: (channel) => listeners.get(channel)?.size ?? 0,
  };
  return ipc;
}

describe('preload bridge', () => {
  it('exposes exactly invoke and on, frozen', () => {
    const bridge = createBridge(fakeIpc());
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on']);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('does not pass operations outside the allow-list to ipc', async () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc);
    const result = await bridge.invoke('shell:exec' as never, {} as never);
    expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_OPERATION' } });
    expect(ipc.invoke).not.toHaveBeenCalled();
    expect(await bridge.invoke('app:info', {})).toEqual({ ok: true, value: 'pong' });
    expect(ipc.invoke).toHaveBeenCalledWith('app:info', {});
  });

  it('delivers event data without the IPC event object, and unsubscribes', () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc);
    const got: unknown[][] = [];
    const off = bridge.on('settings:changed', (...args: unknown[]) => got.push(args));
    ipc.emit('settings:changed', { language: 'en' });
    expect(got).toEqual([[{ language: 'en' }]]);
    off();
    expect(ipc.count('settings:changed')).toBe(0);
  });

  it('refuses to subscribe to channels that are not contract events', () => {
    const bridge = createBridge(fakeIpc());
    expect(() => bridge.on('app:info' as never, () => undefined)).toThrow(/no event/);
  });
});
