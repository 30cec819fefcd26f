// Lint keeps the process walls (STYLE.md habit 2): Electron and Node stay out of renderer/ and
// shared/ (except shared/node/, the Node-only helpers below main and sim), ipcRenderer stays inside
// preload/, Vue stays inside renderer/, and electron is imported only by main/electron/ and preload/.
// The layers: shared/ imports nothing outside itself; sim/ never imports main/ (main may start sim);
// renderer/ and preload/ never import shared/node/. tests/unit/ci/lint-walls.test.ts proves each wall.
import pluginVue from 'eslint-plugin-vue';
import tseslint from 'typescript-eslint';

const I18N_MISSING = 'petite-vue-i18n has no such function: see hasText in renderer/i18n/index.ts.';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'net', 'url', 'util', 'events', 'stream'];

/** Where shared/ must never reach: it sits below every process. */
const outsideShared = ['**/main/**', '**/preload/**', '**/renderer/**', '**/sim/**'];

const restrict = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'shared/generated/**'] },
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
    },
  },
  {
    // The house stays small: a module over 450 lines (as Prettier lays it out, .prettierrc.json) is split by
    // what it does; no code or comment line is over 160 characters (a sentence in a words table may be one string).
    files: ['**/*.ts', '**/*.vue'],
    rules: {
      'max-lines': ['error', { max: 450 }],
      'max-len': ['error', { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/node/**'],
    rules: restrict(
      ['electron', 'vue', 'pinia', 'vue-*', 'element-plus', ...nodeBuiltins, ...outsideShared],
      'shared/ runs in every process: no Electron, Node or Vue imports, nothing from main, preload, renderer or sim.',
    ),
  },
  {
    files: ['shared/node/**/*.ts'],
    rules: restrict(
      ['electron', 'vue', 'pinia', 'vue-*', 'element-plus', ...outsideShared],
      'shared/node/ is the Node-only ground below main and sim: no Electron or Vue, nothing from main, preload, renderer or sim.',
    ),
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.vue'],
    rules: restrict(
      ['electron', ...nodeBuiltins, '**/main/**', '**/preload/**', '**/sim/**', '**/shared/node/**'],
      'renderer/ is untrusted web code: reach main only through renderer/bridge/; shared/node/ is for Node only.',
    ),
  },
  {
    files: ['preload/**/*.ts'],
    rules: restrict(
      ['**/shared/node/**', '**/main/**', '**/renderer/**', '**/sim/**'],
      'preload/ imports only electron and shared/ (never shared/node/, which is for main and sim).',
    ),
  },
  {
    files: ['main/**/*.ts'],
    ignores: ['main/electron/**'],
    rules: restrict(
      ['electron', 'vue', 'pinia', 'vue-*', 'element-plus', '**/renderer/**'],
      'Only main/electron/ may import electron; Vue belongs to renderer/.',
    ),
  },
  {
    // The area modules (auth, site, batch, evidence, config, …) are used by the composition root and the
    // command line, never the other way round: no command lives in an area, and no area reaches up to
    // what composes it (compose.ts, console.ts, api.ts) or to main/cli/ (tests/unit/lint-walls.test.ts).
    files: ['main/*/**/*.ts'],
    ignores: ['main/cli/**', 'main/electron/**', 'main/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'vue', 'pinia', 'vue-*', 'element-plus', '**/renderer/**'],
              message: 'Only main/electron/ may import electron; Vue belongs to renderer/.',
            },
            {
              regex: '^(\\.\\./)+(compose|console|api|cli(/.*)?)$',
              message:
                'An area module is composed, it does not compose: take what it needs as a parameter (an interface of the area) and leave commands to main/cli/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A command is one file of main/cli/commands/: it may use the kit and its own words, never another command.
    files: ['main/cli/commands/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'vue', 'pinia', 'vue-*', 'element-plus', '**/renderer/**'],
              message: 'Only main/electron/ may import electron; Vue belongs to renderer/.',
            },
            {
              regex: '^\\./(?!.*-words$)',
              message: 'No command imports another command: share through the kit (main/cli/*.ts) or an area module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sim/**/*.ts'],
    rules: restrict(
      ['electron', 'vue', 'pinia', 'vue-*', 'element-plus', '**/renderer/**', '**/main/**'],
      'sim/ is the reference site and stands alone: no Electron or Vue, nothing from main (shared helpers live in shared/node/).',
    ),
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.vue'],
    ignores: ['renderer/bridge/**'],
    rules: {
      // petite-vue-i18n's types declare te, tm, rt, d and n; its composer has none of them (a
      // TypeError at run time). The first three are refused wherever they are read; d and n, names
      // too common for that, where they come from useI18n() or i18n.global.
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'siteConsole', message: 'Use renderer/bridge/client.ts.' },
        ...['te', 'tm', 'rt'].map((property) => ({ property, message: I18N_MISSING })),
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          "VariableDeclarator[init.callee.name='useI18n'] > ObjectPattern > Property[key.name=/^(d|n)$/]",
          "VariableDeclarator[init.property.name='global'] > ObjectPattern > Property[key.name=/^(d|n)$/]",
          "MemberExpression[object.property.name='global'][property.name=/^(d|n)$/]",
          "MemberExpression[object.callee.name='useI18n'][property.name=/^(d|n)$/]",
        ].map((selector) => ({ selector, message: I18N_MISSING })),
      ],
      // The same in templates, where petite-vue-i18n gives $t alone.
      'vue/no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.name=/^\\$(te|tm|rt|tc|d|n)$/]', message: 'petite-vue-i18n gives templates $t alone.' },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The renderer reaches main only through renderer/bridge/.' }],
    },
  },
  {
    files: ['main/electron/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              importNames: ['ipcRenderer', 'contextBridge'],
              message: 'ipcRenderer and contextBridge live in preload/ only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
