// Chinese texts of the configuration view's start page; keys mirror config-start/en.ts.
export default {
  config: {
    title: '配置',
    open: '打开…',
    save: '保存',
    saveAs: '另存为…',
    format: '格式化',
    close: '关闭',
    untitled: '未命名文档',
    startTitle: '从模板开始',
    recent: '最近的文件',
    noRecent: '还没有最近的文件。',
    missing: '（已不存在）',
    forget: '移除',
    draftFound: '控制台上次关闭时保留了 {at} 的未保存内容（{file}）。',
    restoreDraft: '恢复',
    discardDraft: '放弃',
  },
  license: { useDocument: '用于授权检查' },
};
