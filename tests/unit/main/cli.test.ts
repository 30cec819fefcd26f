// The command line loads only what a command needs: every command is imported when it runs, and
// `validate` (the CI job's command) reaches neither the HTTP client (undici), the web transport
// (fastify) nor the reference site (sim/). Checked on the static import graph, which is what a
// bundler would put into the command's chunk: type-only imports and `import()` are left out.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const STATIC_IMPORT = /^\s*(import|export)\s+(?!type\s)([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
/** `import('…')`: what a module loads later, once it needs it. */
const DYNAMIC_IMPORT = /()()\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every repository file and npm package that loading `entry` loads, statically (or at all, with `dynamic`). */
function loads(entry: string, { dynamic = false } = {}): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, , , spec = ''] of [...source.matchAll(STATIC_IMPORT), ...(dynamic ? source.matchAll(DYNAMIC_IMPORT) : [])]) {
      if (spec.startsWith('.')) {
        const base = resolve(dirname(file), spec);
        const found =
          [base, `${base}.ts`, join(base, 'index.ts')].find((p) => p.endsWith('.ts') && existsSync(p)) ?? (existsSync(base) ? base : null);
        if (found?.endsWith('.ts')) visit(found);
      } else if (!spec.startsWith('node:'))
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec));
    }
  };
  visit(join(root, entry));
  return { files: [...files].map((f) => relative(root, f)).sort(), packages: [...packages].sort() };
}

describe('site-console command loading', () => {
  it('loads no command before it runs (only the filter of what it prints and the command list in each language)', () => {
    expect(loads('main/cli/index.ts').files).toEqual([
      'main/cli/index-words.ts',
      'main/cli/index.ts',
      'main/cli/language.ts',
      'main/cli/output.ts',
      'shared/language.ts',
    ]);
    expect(loads('main/cli/index.ts').packages).toEqual([]);
  });

  it('loads the error catalogue only to say a failure, or for explain, and its explanations only for explain', () => {
    // The commands that compose the services up front (license, calls, evidence, handover, batch) reach its
    // words through the areas that word their own results (a batch row's failure, a vendor library's status).
    for (const command of ['validate', 'person', 'visitor-access'])
      expect(loads(`main/cli/commands/${command}.ts`).files, command).not.toContain('shared/catalogue/words.ts');
    const failure = loads('main/cli/failure.ts', { dynamic: true }).files;
    expect(failure).toContain('shared/catalogue/words.ts');
    expect(failure).not.toContain('shared/catalogue/index.ts');
    for (const command of ['license', 'batch', 'calls', 'evidence', 'handover'])
      expect(loads(`main/cli/commands/${command}.ts`).files, command).not.toContain('shared/catalogue/index.ts');
    expect(loads('main/cli/commands/explain.ts').files).toContain('shared/catalogue/index.ts');
  });

  it('validate loads neither undici, fastify nor the reference site', () => {
    const { files, packages } = loads('main/cli/commands/validate.ts');
    expect(files).toContain('main/config/config-files.ts');
    expect(packages).not.toContain('undici');
    expect(packages).not.toContain('fastify');
    expect(files.filter((f) => f.startsWith('sim/'))).toEqual([]);
  });

  // Every command main/cli/index.ts runs, read from its import() calls, so that a new one is checked too.
  const commandModules = [...readFileSync(join(root, 'main/cli/index.ts'), 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map((m) =>
    relative(root, `${resolve(root, 'main/cli', m[1] ?? '')}.ts`),
  );
  // validate and explain need no services; `site` is the reference site itself.
  const serviceCommands = [...new Set(commandModules)].filter(
    (f) => f.startsWith('main/cli/commands/') && !/\/(validate|explain)\.ts$/.test(f),
  );

  it('finds every command that runs over the console services, calls and handover included', () => {
    const expected = ['calls', 'handover', 'license', 'person', 'visitor-access', 'batch', 'evidence'].map(
      (c) => `main/cli/commands/${c}.ts`,
    );
    expect(serviceCommands).toEqual(expect.arrayContaining(expected));
    for (const file of serviceCommands) expect(existsSync(join(root, file)), file).toBe(true);
  });

  it.each(serviceCommands)(
    '%s composes its services through the one composition root and loads no reference site or web transport',
    (command) => {
      expect(loads(command, { dynamic: true }).files).toEqual(expect.arrayContaining(['main/cli/services.ts', 'main/compose.ts']));
      const { files, packages } = loads(command);
      expect(packages).not.toContain('fastify');
      expect(files.filter((f) => f.startsWith('sim/') || f.startsWith('main/web/'))).toEqual([]);
    },
  );
});
