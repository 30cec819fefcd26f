// The licensevendor host over Electron's utilityProcess, driven through a stand-in that behaves as
// UtilityProcess does (messages, exit, kill() as SIGTERM that a hung native call may outlive).
// Electron does not run here; this is the adapter main/electron hands to the host manager.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { HostRequest } from '../../../../main/auth/backends/licensevendor/host-protocol';
import { KILL_GRACE_MS, utilityHost, type UtilityChild } from '../../../../main/electron/utility-host';

class StandInUtility extends EventEmitter implements UtilityChild {
  readonly sent: HostRequest[] = [];
  terms = 0;
  constructor(
    readonly pid: number | undefined,
    private readonly endsOnTerm: boolean,
  ) {
    super();
  }
  postMessage(message: HostRequest): void {
    this.sent.push(message);
  }
  kill(): boolean {
    this.terms++;
    if (this.endsOnTerm) this.emit('exit', 0);
    return true;
  }
}

describe('utilityHost', () => {
  it('carries requests and replies and reports the exit code', () => {
    const child = new StandInUtility(4242, true);
    const host = utilityHost(child, () => undefined);
    const replies: unknown[] = [];
    const exits: unknown[] = [];
    host.onMessage((r) => replies.push(r));
    host.onExit((code, signal) => exits.push([code, signal]));
    host.send({ id: 1, op: 'version', args: [] } as unknown as HostRequest);
    child.emit('message', { id: 1, ok: true, value: '1.0' });
    child.emit('exit', 3221225477);
    expect(child.sent).toHaveLength(1);
    expect(replies).toEqual([{ id: 1, ok: true, value: '1.0' }]);
    expect(exits).toEqual([[3221225477, null]]);
  });

  it('kills a host that outlives the polite kill outright, after a short grace', () => {
    vi.useFakeTimers();
    try {
      const child = new StandInUtility(4242, false);
      const killed: number[] = [];
      const host = utilityHost(child, (pid) => killed.push(pid));
      host.kill();
      expect(child.terms).toBe(1);
      expect(killed).toEqual([]);
      vi.advanceTimersByTime(KILL_GRACE_MS);
      expect(killed).toEqual([4242]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not kill again a host that ended on the polite kill', () => {
    vi.useFakeTimers();
    try {
      const child = new StandInUtility(4242, true);
      const killed: number[] = [];
      utilityHost(child, (pid) => killed.push(pid)).kill();
      vi.advanceTimersByTime(KILL_GRACE_MS * 4);
      expect(killed).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
