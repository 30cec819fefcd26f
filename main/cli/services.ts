// The services of one CLI command: the one composition root (compose.ts) over the data directory,
// as a command line host (no safeStorage; relative paths are the working directory's).
import { consoleInfo } from '../app/console-info';
import { composeServices, type ConsoleHost, type ConsoleServices } from '../compose';

/** Composes the services a CLI command uses over `dataDir`; close() them when done. */
export function cliServices(dataDir: string, host: Omit<ConsoleHost, 'surface'> = {}): ConsoleServices {
  return composeServices(consoleInfo(dataDir), { ...host, surface: 'cli' });
}
