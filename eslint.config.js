// Lint keeps the process walls (STYLE.md habit 2): Electron and Node stay out of renderer/ and
// shared/ (except shared/node/, the Node-only helpers below main and sim), ipcRenderer stays inside
// preload/, Vue stays inside renderer/, and electron is imported only by main/electron/ and preload/.
// The layers: shared/ imports nothing outside itself; sim/ never imports main/ (main may start sim);
// renderer/ and preload/ never import shared/node/. tests/unit/ci/lint-walls.test.ts proves each wall.
import pluginVue from 'eslint-plugin-vue';
import tseslint from 'typescript-eslint';

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
    files: ['shared/**/*.ts'],
    ignores: ['shared/node/**'],
    rules: restrict(['electron', 'vue', 'pinia', 'vue-*', 'element-plus', ...nodeBuiltins, ...outsideShared], 'shared/ runs in every process: no Electron, Node or Vue imports, nothing from main, preload, renderer or sim.'),
  },
  {
    files: ['shared/node/**/*.ts'],
    rules: restrict(['electron', 'vue', 'pinia', 'vue-*', 'element-plus', ...outsideShared], 'shared/node/ is the Node-only ground below main and sim: no Electron or Vue, nothing from main, preload, renderer or sim.'),
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.vue'],
    rules: restrict(['electron', ...nodeBuiltins, '**/main/**', '**/preload/**', '**/sim/**', '**/shared/node/**'], 'renderer/ is untrusted web code: reach main only through renderer/bridge/; shared/node/ is for Node only.'),
  },
  {
    files: ['preload/**/*.ts'],
    rules: restrict(['**/shared/node/**', '**/main/**', '**/renderer/**', '**/sim/**'], 'preload/ imports only electron and shared/ (never shared/node/, which is for main and sim).'),
  },
  {
    files: ['main/**/*.ts'],
    ignores: ['main/electron/**'],
    rules: restrict(['electron', 'vue', 'pinia', 'vue-*', 'element-plus', '**/renderer/**'], 'Only main/electron/ may import electron; Vue belongs to renderer/.'),
  },
  {
    files: ['sim/**/*.ts'],
    rules: restrict(['electron', 'vue', 'pinia', 'vue-*', 'element-plus', '**/renderer/**', '**/main/**'], 'sim/ is the reference site and stands alone: no Electron or Vue, nothing from main (shared helpers live in shared/node/).'),
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.vue'],
    ignores: ['renderer/bridge/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'window', property: 'siteConsole', message: 'Use renderer/bridge/client.ts.' }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The renderer reaches main only through renderer/bridge/.' }],
    },
  },
  {
    files: ['main/electron/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', importNames: ['ipcRenderer', 'contextBridge'], message: 'ipcRenderer and contextBridge live in preload/ only.' }] },
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
