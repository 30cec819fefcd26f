// What every area may know about this installation, apart from any service.
// The version is taken into the build (the command line runs from a bundle or a single executable
// with no package.json beside it).
import { version } from '../../package.json';

/** Facts about this installation. */
export interface ConsoleInfo {
  /** Product version. */
  version: string;
  /** Where settings, recent files and journals live. */
  dataDir: string;
}

/** The product version, from package.json (what the CLI's commands give as the console's version). */
export function packageVersion(): string {
  return version;
}
