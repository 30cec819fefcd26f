// The licensevendor library's host as an Electron utilityProcess: in the app, the native library
// runs there rather than in a Node child process, so that it uses Electron's own runtime and a
// crash shows up in Electron's process list by name. The host protocol is the same either way.
import { utilityProcess } from 'electron';
import { fileURLToPath } from 'node:url';
import { hostEnvironment } from '../auth/backends/licensevendor/host-environment';
import type { HostLauncher } from '../auth/backends/licensevendor/host';
import { utilityHost } from './utility-host';

/** Starts the bundled host entry (dist/main/licensevendor-host.js, built beside index.js). */
export const utilityHostLauncher: HostLauncher = () => {
  const entry = fileURLToPath(new URL('./licensevendor-host.js', import.meta.url));
  // A minimal environment, never the console's secrets (host-environment.ts).
  // Piped, not inherited: what the library prints goes to the console log (host.ts), redacted.
  return utilityHost(utilityProcess.fork(entry, [], { serviceName: 'licensevendor host', env: hostEnvironment(), stdio: 'pipe' }));
};
