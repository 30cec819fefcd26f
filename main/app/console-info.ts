// What every area may know about this installation, apart from any service.
// The version is taken into the build (the command line runs from a bundle or a single executable
// with no package.json beside it).
import { version } from '../../package.json';
import { chooseDataDir, type DataDirMode } from '../data-dir';

/** Facts about this installation. */
export interface ConsoleInfo {
  /** Product version. */
  version: string;
  /** Where settings, recent files and journals live. */
  dataDir: string;
  /** Where the secrets files live when no keyring answers; the data directory unless it travels (portable). */
  secretsDir?: string;
  /** How the data directory was chosen (About says it); unset when a test or a flag named it. */
  dataDirMode?: DataDirMode;
}

/** The facts of this installation over `dataDir`, or over the data directory it would choose itself. */
export function consoleInfo(dataDir?: string): ConsoleInfo {
  const choice = chooseDataDir();
  if (dataDir === undefined || dataDir === choice.dir)
    return { version, dataDir: choice.dir, secretsDir: choice.secretsDir, dataDirMode: choice.mode };
  return { version, dataDir };
}
