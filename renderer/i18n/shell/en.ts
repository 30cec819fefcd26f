// English texts of the shell: what the window shows before any area's code has come (title,
// navigation, language switch, the outlet's loading and failure words). They are in the start-up
// bundle; every other text comes with the first area (i18n/index.ts). Keys mirror shell/zh-CN.ts;
// renderer/i18n/en.ts takes them into the full tree.
import { MS_WORDS } from '../../../shared/call-phase-words';
import a11y from '../a11y/en';
import area from '../area/en';
import connection from '../connection/en';

export default {
  app: { title: 'Site Console', tagline: 'Authorization and elevator access for this site' },
  nav: { config: 'Configuration', diagnostics: 'About & diagnostics', help: 'Help' },
  language: { label: 'Language', 'zh-CN': '中文', en: 'English' },
  area,
  connection,
  common: { loading: 'Loading…', retry: 'Try again', cancel: 'Cancel', ms: MS_WORDS.en },
  a11y,
  // The navigation's names of the areas whose texts live in their own folders.
  site: { nav: { site: 'Site', person: 'Person lookup', visitorAccess: 'Visitor access', parity: 'Route parity', calls: 'Site call log' } },
  license: { title: 'License' },
  batch: { nav: 'Batch & evidence' },
};
