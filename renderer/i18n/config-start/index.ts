// The start page's texts in both languages, merged into the texts the window has (the shell's) by
// the configuration view itself: the first view shows without waiting for the full tree, which
// comes after it has painted and before a document opens (stores/config-editor.ts). The trees are
// raw (i18n/index.ts), so the merge makes nothing drawn already draw again: only the start page,
// drawn after it, says these texts.
import type { Language } from '../../../shared/api';
import { i18n } from '..';
import en from './en';
import zhCN from './zh-CN';

let given = false;

/** Gives the window the start page's texts (once; the full tree, merged later, has the same). */
export function provideConfigStartWords(): void {
  if (given) return;
  given = true;
  const trees: Record<Language, typeof en> = { en, 'zh-CN': zhCN };
  for (const [language, tree] of Object.entries(trees)) i18n.global.mergeLocaleMessage(language, tree as never);
}
