// 区域出口的文本：视图代码正在加载或加载失败。
export default {
  loading: '正在加载{area}…',
  failedTitle: '无法加载{area}',
  failed: '显示{area}的控制台部分未能加载（{message}）。如使用浏览器版，请确认控制台仍在运行，然后重试。如果反复失败，请重启控制台。',
};
