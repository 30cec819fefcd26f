// Compiles the licensevendor test double with the system C compiler, once per source version:
// the output name carries a hash of the source and the flags, and is written through a temporary
// file and a rename, so test files running in parallel never load a half-written library.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const source = join(here, 'licensevendor-double.c');
/** Where the header lives: in the repository (README.md here), unless LICENSEVENDOR_ABI_DIR names another copy. */
const headerDir = process.env.LICENSEVENDOR_ABI_DIR ?? resolve(root, 'tests/native');
const outDir = join(root, 'node_modules/.cache/licensevendor-double');

/** A build of the double: the header's names, or renamed symbols and other login-mode values. */
export type DoubleVariant = 'header' | 'renamed';

/** How the `renamed` variant differs from the header: what a profile for it must say. */
export const RENAMED_VARIANT = {
  prefix: 'acme_lic_',
  loginModes: { OFFLINE: 11, SERVER: 12, EITHER: 13 },
  groupScheme: 'grp',
} as const;

const flags: Record<DoubleVariant, string[]> = {
  header: [],
  renamed: [
    `-DLV_PREFIX=${RENAMED_VARIANT.prefix}`,
    `-DMODE_LOCAL=${RENAMED_VARIANT.loginModes.OFFLINE}`,
    `-DMODE_REMOTE=${RENAMED_VARIANT.loginModes.SERVER}`,
    `-DMODE_AUTO=${RENAMED_VARIANT.loginModes.EITHER}`,
    `-DGROUP_SCHEME="${RENAMED_VARIANT.groupScheme}"`,
  ],
};

/** Builds (or reuses) the double and returns the path of the shared library. */
export function licensevendorDouble(variant: DoubleVariant = 'header'): string {
  const args = [
    '-std=c11',
    '-Wall',
    '-Wextra',
    '-Werror',
    '-O2',
    '-shared',
    '-fPIC',
    '-fvisibility=hidden',
    `-I${headerDir}`,
    ...flags[variant],
  ];
  const hash = createHash('sha256')
    .update(readFileSync(source))
    .update(readFileSync(join(headerDir, 'licensevendor_abi.h')))
    .update(args.join(' '))
    .digest('hex')
    .slice(0, 16);
  const out = join(outDir, `liblicensevendor-double-${variant}-${hash}.so`);
  if (existsSync(out)) return out;
  mkdirSync(outDir, { recursive: true });
  const temp = `${out}.${process.pid}.tmp`;
  execFileSync(process.env.CC ?? 'gcc', [...args, '-o', temp, source], { stdio: ['ignore', 'ignore', 'pipe'] });
  renameSync(temp, out);
  return out;
}

/**
 * The double with a constructor that, when the library is loaded (before any of its functions is
 * called), writes the environment it was loaded with to `report`, one NAME=value a line: proves
 * whether a library was loaded at all, and what its host process was given.
 */
export function tattletaleDouble(report: string): string {
  const args = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-shared', '-fPIC', '-fvisibility=hidden', `-I${headerDir}`];
  const wrapper = `#include ${JSON.stringify(source)}
extern char **environ;
__attribute__((constructor)) static void tattle(void) {
  FILE *f = fopen(${JSON.stringify(report)}, "w");
  if (!f) return;
  for (char **e = environ; *e; e++) fprintf(f, "%s\\n", *e);
  fclose(f);
}
`;
  const hash = createHash('sha256').update(readFileSync(source)).update(wrapper).update(args.join(' ')).digest('hex').slice(0, 16);
  const out = join(outDir, `liblicensevendor-tattletale-${hash}.so`);
  if (existsSync(out)) return out;
  mkdirSync(outDir, { recursive: true });
  const cFile = join(outDir, `tattletale-${hash}.${process.pid}.c`);
  writeFileSync(cFile, wrapper);
  const temp = `${out}.${process.pid}.tmp`;
  try {
    execFileSync(process.env.CC ?? 'gcc', [...args, '-o', temp, cFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  } finally {
    rmSync(cFile, { force: true });
  }
  renameSync(temp, out);
  return out;
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK64 = (1n << 64n) - 1n;

function fnv1a(text: string): bigint {
  let h = FNV_OFFSET;
  for (const byte of Buffer.from(text, 'utf8')) h = ((h ^ BigInt(byte)) * FNV_PRIME) & MASK64;
  return h;
}

/**
 * The license vendor's side of offline activation for the double: the update code that answers a
 * request code (`LVREQ1:<hash>` → `LVUPD1:<hash of "update:<hash>">`), as the vendor's portal would
 * send it back. Throws for anything that is not one of the double's request codes.
 */
export function doubleUpdateCode(requestCode: string): string {
  const match = /^LVREQ1:([0-9a-f]{16})$/.exec(requestCode.trim());
  if (!match) throw new Error(`not a request code of the double: ${JSON.stringify(requestCode)}`);
  return `LVUPD1:${fnv1a(`update:${match[1]}`).toString(16).padStart(16, '0')}`;
}
