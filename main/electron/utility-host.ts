// The licensevendor host over a utility process, without Electron itself, so that plain-Node tests
// can drive it with a stand-in: the host protocol is the same as over a Node child process.
import type { HostProcess } from '../auth/backends/licensevendor/host';
import type { HostReply, HostRequest } from '../auth/backends/licensevendor/host-protocol';

/** What the adapter uses of Electron's UtilityProcess. */
export interface UtilityChild {
  readonly pid: number | undefined;
  postMessage(message: HostRequest): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  once(event: 'exit', listener: (code: number) => void): unknown;
  kill(): boolean;
}

/** How long a host that was told to end may take before it is killed outright. */
export const KILL_GRACE_MS = 250;

/**
 * The host protocol over a utility process. `kill` must end the host at once (a native call that
 * hangs ignores anything gentler), but UtilityProcess.kill() sends SIGTERM on POSIX: so the process
 * is killed outright when it has not gone after a short grace.
 */
export function utilityHost(child: UtilityChild, killOutright: (pid: number) => void = (pid) => process.kill(pid, 'SIGKILL')): HostProcess {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  return {
    send: (request) => child.postMessage(request),
    onMessage: (listener) => void child.on('message', (message: unknown) => listener(message as HostReply)),
    onExit: (listener) => void child.once('exit', (code: number) => listener(code, null)),
    kill: () => {
      if (exited) return;
      const pid = child.pid;
      child.kill();
      if (pid === undefined) return;
      setTimeout(() => {
        if (exited) return;
        try {
          killOutright(pid);
        } catch {
          // Gone between the check and the kill.
        }
      }, KILL_GRACE_MS).unref();
    },
  };
}
