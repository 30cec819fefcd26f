// The layer walls of eslint.config.js, proven with the repository's own lint configuration: an
// import across a wall is an error at the place a file of that folder would have it, and the
// imports the layers are meant to use stay allowed (so a wall that blocked everything would fail
// here too).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The no-restricted-imports messages for `source` as if it were the file at `filePath`. */
async function wallsHit(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint walls', () => {
  it.each([
    ['sim/site-data.ts', "import { x } from '../main/files/real-location';"],
    ['sim/services/elevator.ts', "import { x } from '../../main/http/client';"],
    ['shared/site.ts', "import { x } from '../main/console';"],
    ['shared/site.ts', "import { x } from '../preload/bridge';"],
    ['shared/site.ts', "import { x } from '../renderer/bridge/client';"],
    ['shared/site.ts', "import { x } from '../sim/site-data';"],
    ['shared/node/trace.ts', "import { x } from '../../main/http/client';"],
    ['shared/node/trace.ts', "import { x } from '../../sim/site-data';"],
    ['renderer/views/ConfigView.ts', "import { x } from '../../shared/node/keyed-queue';"],
    ['preload/bridge.ts', "import { x } from '../shared/node/trace';"],
    // The area modules are composed; they do not reach up to the composition root or the command line.
    ['main/site/services.ts', "import { x } from '../compose';"],
    ['main/evidence/handlers.ts', "import { x } from '../console';"],
    ['main/auth/activation-store.ts', "import { x } from '../compose';"],
    ['main/batch/handlers.ts', "import { x } from '../cli/kit';"],
    ['main/config/config-files.ts', "import { x } from '../cli/commands/validate';"],
    ['main/site/chain.ts', "import { x } from 'electron';"],
    // A command never imports another command.
    ['main/cli/commands/person.ts', "import { x } from './visitor-access';"],
    ['main/cli/commands/handover.ts', "import { x } from './evidence';"],
  ])('%s may not run %s', async (filePath, source) => {
    expect(await wallsHit(filePath, source)).toHaveLength(1);
  });

  it.each([
    ['sim/site-data.ts', "import { x } from '../shared/node/regular-file';"],
    ['sim/upstream.ts', "import { x } from '../shared/errors';"],
    ['main/site/chain.ts', "import { x } from '../../shared/node/trace';"],
    ['main/cli/index.ts', "import { x } from '../../sim/site-command';"],
    ['main/cli/commands/person.ts', "import { x } from './site-call-words';"],
    ['main/cli/commands/person.ts', "import { x } from '../kit';"],
    ['main/cli/commands/batch.ts', "import { x } from '../../batch/start-run';"],
    ['main/batch/handlers.ts', "import { x } from './start-run';"],
    ['main/site/handlers.ts', "import { x } from '../../shared/api';"],
    ['main/cli/services.ts', "import { x } from '../compose';"],
    ['shared/node/trace.ts', "import { x } from 'node:crypto';"],
    ['shared/site.ts', "import { x } from './errors';"],
    ['preload/bridge.ts', "import { x } from '../shared/api';"],
  ])('%s may run %s', async (filePath, source) => {
    expect(await wallsHit(filePath, source)).toEqual([]);
  });
});

// petite-vue-i18n's types still declare te, tm, rt, d and n, which its composer lacks: lint refuses
// them in the window, in scripts and in templates, and leaves t and other objects' d and n alone.
describe('what petite-vue-i18n lacks', () => {
  const refusals = async (filePath: string, source: string): Promise<number> => {
    const [result] = await eslint.lintText(source, { filePath });
    return (result?.messages ?? []).filter((m) => /petite-vue-i18n/.test(m.message)).length;
  };
  const script = (body: string): string =>
    `import { useI18n } from 'petite-vue-i18n';\nimport { i18n } from '../i18n';\nexport function f(): unknown {\n${body}\n}\n`;

  it.each([
    'const { t, te } = useI18n(); return [t, te];',
    "const i = useI18n(); return i.tm('a');",
    "const g = i18n.global; return g.te('a');",
    'const { d } = useI18n(); return d;',
    'return i18n.global.n;',
    'const { rt } = i18n.global; return rt;',
  ])('refuses %s', async (body) => {
    expect(await refusals('renderer/views/Probe.ts', script(body))).toBe(1);
  });

  it('refuses $te and $d in a template', async () => {
    const sfc = `<script setup lang="ts"></script>\n<template><p>{{ $te('a') ? $t('a') : $d(1) }}</p></template>\n`;
    expect(await refusals('renderer/views/Probe.vue', sfc)).toBe(2);
  });

  it.each([
    "const { t, locale } = useI18n(); return [t('a'), locale.value, i18n.global.t('b')];",
    'const o = { d: 1, n: 2 }; return o.d + o.n;',
  ])('allows %s', async (body) => {
    expect(await refusals('renderer/views/Probe.ts', script(body))).toBe(0);
  });
});
