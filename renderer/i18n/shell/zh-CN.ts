// 外壳的简体中文文本：任何区域的代码到达之前窗口就显示的文字。键与 shell/en.ts 一一对应。
import { MS_WORDS } from '../../../shared/call-phase-words';
import a11y from '../a11y/zh-CN';
import area from '../area/zh-CN';
import connection from '../connection/zh-CN';

export default {
  app: { title: '现场控制台', tagline: '本现场的授权与电梯通行配置' },
  nav: { config: '配置', diagnostics: '关于与诊断', help: '帮助' },
  language: { label: '语言', 'zh-CN': '中文', en: 'English' },
  area,
  connection,
  common: { loading: '加载中…', retry: '重试', cancel: '取消', ms: MS_WORDS['zh-CN'] },
  a11y,
  site: { nav: { site: '站点', person: '人员查询', visitorAccess: '访客通行', parity: '路由一致性', calls: '站点调用记录' } },
  license: { title: '授权' },
  batch: { nav: '批量与证据' },
};
