// What every area may know about this installation, apart from any service.
import { readFileSync } from 'node:fs';

/** Facts about this installation. */
export interface ConsoleInfo {
  /** Product version. */
  version: string;
  /** Where settings, recent files and journals live. */
  dataDir: string;
}

/** The product version, from package.json (what the CLI's commands give as the console's version). */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}
