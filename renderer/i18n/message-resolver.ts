// How a key finds its text in the console's message trees: `config.startTitle` is
// `messages.config.startTitle`. petite-vue-i18n's own resolver reads flat trees only (one key, one
// text); vue-i18n's full one also reads `list[0]` and quoted segments, which no key here uses.
import type { MessageResolver, PathValue } from 'petite-vue-i18n';

/** The text at the dotted `path` of `tree`, own properties only (`toString` finds no text), or null. */
export const messageResolver: MessageResolver = (tree, path) => {
  let at: unknown = tree;
  for (const segment of path.split('.')) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, segment)) return null;
    at = (at as Record<string, unknown>)[segment];
  }
  return (at ?? null) as PathValue;
};
