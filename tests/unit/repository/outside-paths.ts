// Finds, in the text of one file of the repository, every path that leaves the repository or names
// the specification bundle the project was handed beside it (its copies are in docs/reference/ and
// tests/native/): a relative path literal, a join/resolve/URL chain of segments, a machine path.
import { dirname, isAbsolute, posix, relative, resolve } from 'node:path';

/** One path found in a file that reaches outside the repository, with why. */
export interface OutsidePath {
  file: string;
  line: number;
  text: string;
  reason: string;
}

/** Items of the bundle (`../shared` beside the repository) that the repository's own shared/ does not have. */
const BUNDLE_ITEM = String.raw`(?:licensevendor[\\/]+licensevendor_abi\.h|spec(?:[\\/]|\b)|SITE-API\.md|STYLE\.md|ARCHITECTURE\.md|WINDOWS-LANE\.md|hooks\b)`;
const BUNDLE_PATH = new RegExp(String.raw`\bshared[\\/]+${BUNDLE_ITEM}`, 'g');
const BUNDLE_SEGMENTS =
  /['"`]shared['"`]\s*,\s*['"`](?:licensevendor['"`]\s*,\s*['"`]licensevendor_abi\.h|spec|SITE-API\.md|STYLE\.md|ARCHITECTURE\.md|WINDOWS-LANE\.md|hooks)['"`]/g;
/** A path of the machine the project was written on, which a clone elsewhere does not have. */
const MACHINE_PATH = /(?<![\w.~-])\/work\/[\w.-]+/g;
/** A run of `../` with what follows it, in a string, a comment or a README. */
const PARENT_RUN = /(?<![\w./-])(?:\.\.[\\/])+[^\s'"`)\]<>,;:*]*/g;
function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Whether `target` (absolute) lies outside `root`. */
function leaves(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '..' || rel.startsWith(`..${'/'}`) || rel.startsWith('..\\') || isAbsolute(rel);
}

/** The arguments of the call whose `(` is at `open`, split at top-level commas, or null if unbalanced. */
function callArguments(text: string, open: number): string[] | null {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  let quote: string | null = null;
  for (let i = open; i < text.length && i < open + 400; i++) {
    const c = text[i];
    if (quote !== null) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return [...args, text.slice(start, i).trim()];
    else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return null;
}

/** The literal text of a quoted string without substitutions, or undefined. */
function literal(expression: string): string | undefined {
  return /^['"`]([^'"`$]*)['"`]$/.exec(expression.trim())?.[1];
}

/**
 * Where an expression of a path points, when it can be told from the text: the file's folder
 * (import.meta.dirname, __dirname, its URL), a folder named before (`const root = join(here, '..')`),
 * the working folder (the repository root, where every tool runs), and join/resolve of those with
 * literal segments. Null when it depends on anything else (a temporary folder, an argument).
 */
function locate(expression: string, fileDir: string, root: string, named: ReadonlyMap<string, string>): string | null {
  const e = expression.trim();
  if (/^(import\.meta\.dirname|__dirname|dirname\(fileURLToPath\(import\.meta\.url\)\))$/.test(e)) return fileDir;
  if (e === 'process.cwd()') return root;
  const url = /^fileURLToPath\(new URL\(\s*['"`]([^'"`$]+)['"`]\s*,\s*import\.meta\.url\s*\)\)$/.exec(e);
  if (url) return resolve(fileDir, url[1] ?? '');
  if (/^\w+$/.test(e)) return named.get(e) ?? null;
  const call = /^(?:join|resolve)\(/.exec(e);
  const args = call ? callArguments(e, call[0].length - 1) : null;
  if (args === null || args.length < 2) return null;
  const from = locate(args[0] ?? '', fileDir, root, named);
  const segments = args.slice(1).map(literal);
  if (from === null || segments.some((s) => s === undefined)) return null;
  return resolve(from, ...(segments as string[]));
}

/** The path variables a file declares (`const here = …`, `const root = …`), located where possible. */
function namedFolders(text: string, fileDir: string, root: string): Map<string, string> {
  const named = new Map<string, string>();
  for (const m of text.matchAll(/\bconst (\w+)\s*=\s*([^;\n]+)/g)) {
    const where = locate(m[2] ?? '', fileDir, root, named);
    if (where !== null && m[1] !== undefined) named.set(m[1], where);
  }
  return named;
}

/**
 * The paths in `text` (the file `file`, relative to `root`) that reach outside the repository.
 * `base` overrides the folder relative paths start from (a config whose tool runs in a subfolder).
 */
export function outsidePaths(root: string, file: string, text: string, base = dirname(file)): OutsidePath[] {
  const found: OutsidePath[] = [];
  const fileDir = resolve(root, base);
  const add = (index: number, found_: string, reason: string): void => {
    found.push({ file, line: lineOf(text, index), text: found_, reason });
  };

  const named = namedFolders(text, fileDir, root);

  for (const m of text.matchAll(PARENT_RUN)) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    const call = /(?:join|resolve)\(\s*(\w+)\s*,\s*['"`]$/.exec(before);
    const from = (call?.[1] !== undefined ? named.get(call[1]) : undefined) ?? fileDir;
    if (leaves(root, resolve(from, m[0]))) add(m.index, m[0], `leaves the repository from ${relative(root, from) || '.'}`);
  }

  for (const m of text.matchAll(/\b(?:join|resolve)\(/g)) {
    const args = callArguments(text, m.index + m[0].length - 1);
    if (args === null || !args.slice(1).some((a) => literal(a)?.split(/[\\/]/).includes('..'))) continue;
    const target = locate(`${m[0]}${args.join(', ')})`, fileDir, root, named);
    if (target !== null && leaves(root, target))
      add(m.index, text.slice(m.index, m.index + 80).split('\n')[0] ?? '', 'a chain of segments that leaves the repository');
  }

  for (const m of text.matchAll(/new URL\(\s*['"`]([^'"`$]+)['"`]\s*,\s*import\.meta\.url/g)) {
    if (leaves(root, resolve(fileDir, m[1] ?? ''))) add(m.index, m[0], 'a URL that leaves the repository');
  }

  for (const pattern of [BUNDLE_PATH, BUNDLE_SEGMENTS]) {
    for (const m of text.matchAll(pattern))
      add(m.index, m[0], 'names the specification bundle beside the repository: use docs/reference/ or tests/native/');
  }
  for (const m of text.matchAll(MACHINE_PATH)) add(m.index, m[0], 'a path of one machine');
  return found;
}

/** Document names (`SITE-API.md`) and document paths (`docs/reference/STYLE.md`) cited in `text`. */
export function citedDocuments(text: string): string[] {
  const names = [...text.matchAll(/(?<![\w/.-])((?:[\w.-]+\/)*[A-Z][A-Z0-9_-]*\.md)\b/g)].map((m) => m[1] ?? '');
  const paths = [
    ...text.matchAll(/(?<![\w/.-])((?:docs|tests|main|shared|renderer|sim|scripts|preload)\/[\w./-]*\.(?:md|h|txt|pdf))\b/g),
  ].map((m) => m[1] ?? '');
  return [...new Set([...names, ...paths])].map((p) => posix.normalize(p));
}
