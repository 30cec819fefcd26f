// English texts of the configuration view's start page (toolbar, templates, recent files, the
// draft banner): the first view, which shows before the full tree of texts has come
// (config-start/index.ts). Keys mirror config-start/zh-CN.ts; renderer/i18n/en.ts takes them into
// the full tree.
export default {
  config: {
    title: 'Configuration',
    open: 'Open…',
    save: 'Save',
    saveAs: 'Save as…',
    format: 'Format',
    close: 'Close',
    untitled: 'Untitled document',
    startTitle: 'Start from a template',
    recent: 'Recent files',
    noRecent: 'No recent files yet.',
    missing: '(no longer there)',
    forget: 'Forget',
    draftFound: 'Unsaved work from {at} ({file}) was kept when the console last closed.',
    restoreDraft: 'Restore it',
    discardDraft: 'Discard it',
  },
  license: { useDocument: 'Use for license check' },
};
