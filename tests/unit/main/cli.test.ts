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

/** Every repository file and npm package that loading `entry` loads, statically. */
function loads(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, , , spec = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.')) {
        const base = resolve(dirname(file), spec);
        const found = [base, `${base}.ts`, join(base, 'index.ts')].find((p) => p.endsWith('.ts') && existsSync(p)) ?? (existsSync(base) ? base : null);
        if (found?.endsWith('.ts')) visit(found);
      } else if (!spec.startsWith('node:')) packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec));
    }
  };
  visit(join(root, entry));
  return { files: [...files].map((f) => relative(root, f)).sort(), packages: [...packages].sort() };
}

describe('site-console command loading', () => {
  it('loads no command before it runs (only the filter of what it prints)', () => {
    expect(loads('main/cli.ts').files).toEqual(['main/cli-output.ts', 'main/cli.ts']);
    expect(loads('main/cli.ts').packages).toEqual([]);
  });

  it('validate loads neither undici, fastify nor the reference site', () => {
    const { files, packages } = loads('main/config/validate-command.ts');
    expect(files).toContain('main/config/config-files.ts');
    expect(packages).not.toContain('undici');
    expect(packages).not.toContain('fastify');
    expect(files.filter((f) => f.startsWith('sim/'))).toEqual([]);
  });

  // Every command main/cli.ts runs, read from its import() calls, so that a new one is checked too.
  const commandModules = [...readFileSync(join(root, 'main/cli.ts'), 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map((m) =>
    relative(root, `${resolve(root, 'main', m[1] ?? '')}.ts`),
  );
  // validate is checked above; `site` is the reference site itself.
  const serviceCommands = [...new Set(commandModules)].filter((f) => f !== 'main/config/validate-command.ts' && !f.startsWith('sim/'));

  it('finds every command that runs over the console services, calls and handover included', () => {
    expect(serviceCommands).toEqual(expect.arrayContaining(['main/site/calls-command.ts', 'main/evidence/handover-command.ts', 'main/auth/license-command.ts']));
    expect(serviceCommands.length).toBeGreaterThanOrEqual(6);
    for (const file of serviceCommands) expect(existsSync(join(root, file)), file).toBe(true);
  });

  it.each(serviceCommands)('%s calls cliServices() over the one composition root and loads no reference site or web transport', (command) => {
    expect(readFileSync(join(root, command), 'utf8')).toMatch(/\bcliServices\(/);
    const { files, packages } = loads(command);
    expect(files).toEqual(expect.arrayContaining(['main/cli-services.ts', 'main/compose.ts']));
    expect(loads('main/cli-services.ts').files).toContain('main/compose.ts');
    expect(packages).not.toContain('fastify');
    expect(files.filter((f) => f.startsWith('sim/') || f.startsWith('main/web/'))).toEqual([]);
  });
});
