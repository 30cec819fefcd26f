// This console's evidence pack, as the window's `evidence:export` and `site-console evidence
// export` both write it: the same data directory, secrets store (so the same signing key) and name.
import type { EvidenceManifest } from '../../shared/evidence';
import type { ConsoleInfo } from '../app/console-info';
import type { SecretStore } from '../secrets';
import { exportEvidence } from './evidence-pack';
import type { SiteProfile } from '../../shared/site';

/** What exporting this console's pack uses. */
export interface EvidenceServices {
  info: ConsoleInfo;
  secrets: () => Promise<SecretStore>;
}

/** Writes the pack of this console's data directory to `path` (the configuration: the most recent one, or `configPath`). */
export function exportConsoleEvidence(
  services: EvidenceServices,
  path: string,
  configPath?: string,
  profile?: SiteProfile,
): Promise<EvidenceManifest> {
  const { info, secrets } = services;
  return exportEvidence(
    {
      dataDir: info.dataDir,
      secrets,
      ...(configPath === undefined ? {} : { configPath }),
      ...(profile ? { profile } : {}),
      console: { name: 'Site Console', version: info.version },
    },
    path,
  );
}
