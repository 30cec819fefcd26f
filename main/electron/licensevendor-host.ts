// The licensevendor library's host as an Electron utilityProcess: in the app, the native library
// runs there rather than in a Node child process, so that it uses Electron's own runtime and a
// crash shows up in Electron's process list by name. The host protocol is the same either way.
import { utilityProcess } from 'electron';
import { fileURLToPath } from 'node:url';
import type { HostLauncher } from '../auth/backends/licensevendor/host';
import { utilityHost } from './utility-host';

/** Starts the bundled host entry (dist/main/licensevendor-host.js, built beside index.js). */
export const utilityHostLauncher: HostLauncher = () => {
  const entry = fileURLToPath(new URL('./licensevendor-host.js', import.meta.url));
  // The library inherits the console's environment: a vendor runtime reads its own variables.
  return utilityHost(utilityProcess.fork(entry, [], { serviceName: 'licensevendor host', env: process.env, stdio: 'inherit' }));
};
