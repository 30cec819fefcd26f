// The environment of the vendor library's host process: only what the loader, the C runtime and
// the platform need, and the vendor runtime's own LV_* variables. Never the console's: the secrets
// passphrase (SITE_CONSOLE_SECRETS_PASSPHRASE), tokens in the engineer's shell, or anything else a
// library has no business reading.

/** Variables passed through by exact name (case-insensitively on Windows, where names are). */
const PASSED = [
  // Loader and C runtime
  'PATH',
  'LD_LIBRARY_PATH',
  'DYLD_LIBRARY_PATH',
  'DYLD_FALLBACK_LIBRARY_PATH',
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
export function hostEnvironment(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): Record<string, string> {
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
