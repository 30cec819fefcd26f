// The group that puts what the opening view imports in one chunk: every module the view reaches
// by static imports, not the view itself nor its own parts (they stay in the view's chunk, which a
// retry re-imports), and nothing it does not reach.
import { describe, expect, it } from 'vitest';
import { openingViewNeeds } from '../../../scripts/opening-chunks';

const graph = {
  imports: {
    'views/ConfigEditorView.vue': ['views/ConfigEditorView.vue?script', 'runtime-core'],
    'views/ConfigEditorView.vue?script': ['stores/config-editor.ts', 'components/ConfigStartPage.vue'],
    'stores/config-editor.ts': ['shared/config/templates.ts', 'views/ConfigEditorView.vue'],
    'components/ConfigStartPage.vue': ['shared/config/templates.ts'],
    'shared/config/templates.ts': ['shared/config/choices.ts'],
    'views/LicenseView.vue': ['stores/license.ts'],
  } as Record<string, string[]>,
  getModuleInfo(id: string) {
    return { importedIds: this.imports[id] ?? [] };
  },
};

describe('openingViewNeeds', () => {
  it('names every module the view reaches by static imports, through cycles, and not the view or its own parts', () => {
    const name = openingViewNeeds('views/ConfigEditorView.vue', 'config-start');
    for (const id of ['stores/config-editor.ts', 'components/ConfigStartPage.vue', 'shared/config/choices.ts', 'runtime-core'])
      expect(name(id, graph), id).toBe('config-start');
    for (const id of ['views/ConfigEditorView.vue', 'views/ConfigEditorView.vue?script', 'views/LicenseView.vue', 'stores/license.ts'])
      expect(name(id, graph), id).toBeNull();
  });
});
