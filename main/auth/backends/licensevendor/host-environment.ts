// The environment of the vendor library's host process: only what the loader, the C runtime and
// the platform need, and the vendor runtime's own LV_* variables. Never the console's: the secrets
// passphrase (SITE_CONSOLE_SECRETS_PASSPHRASE), tokens in the engineer's shell, or anything else a
// library has no business reading. Nor the loader's search paths (LD_LIBRARY_PATH, DYLD_*): one set
// in the engineer's shell would load a dependency of the approved library from elsewhere than the
// system's folders, unapproved. On Windows PATH is how the loader finds a DLL's dependencies, so it
// stays (as on the other systems, for the C runtime's own lookups).

/** Variables passed through by exact name (case-insensitively on Windows, where names are). */
const PASSED = [
  // Loader and C runtime
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'TMPDIR',
  'TZ',
  'LANG',
  'LANGUAGE',
  // Windows: sockets, temporary files and the registry's per-user places need these
  'SystemRoot',
  'SystemDrive',
  'windir',
  'TEMP',
  'TMP',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
  'ProgramData',
  'ProgramFiles',
  'ProgramFiles(x86)',
  'CommonProgramFiles',
  'PATHEXT',
  'COMPUTERNAME',
  'NUMBER_OF_PROCESSORS',
  'PROCESSOR_ARCHITECTURE',
];

/** Families passed through by prefix: the locale, and the vendor runtime's own settings (the header's `lv_` prefix). */
const PASSED_PREFIXES = ['LC_', 'LV_'];

/** The host's environment, taken from `env` (the console's). */
export function hostEnvironment(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): Record<string, string> {
  const fold = (name: string): string => (platform === 'win32' ? name.toUpperCase() : name);
  const names = new Set(PASSED.map(fold));
  const prefixes = PASSED_PREFIXES.map(fold);
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const key = fold(name);
    if (key.startsWith('SITE_CONSOLE_')) continue;
    if (names.has(key) || prefixes.some((p) => key.startsWith(p))) chosen[name] = value;
  }
  return chosen;
}
