// A site service's own envelope codes (SITE-API.md), the site's vocabulary, not the console's.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { siteAnswerCodes } from '../codes/site-answers';

export const siteAnswerExplanations = defineExplanations<typeof siteAnswerCodes>()({
  INVALID_REQUEST: {
    explain: {
      en: {
        causes: [
          'The id was typed with a space, a full-width character or left empty, so the site service rejected the request body.',
          'The site’s service expects other field names or types than the console sends (another version of the site API), often behind a gateway that rewrites bodies.',
        ],
        next: [
          'Check the id you typed in Person lookup or Visitor access (no spaces, half-width characters) and try again.',
          'If the id is right, open the Site call log, press Show chain, and export the call with Export HAR… for the site vendor.',
        ],
      },
      'zh-CN': {
        causes: [
          '输入的编号带有空格、全角字符或为空，站点服务因此拒绝了请求正文。',
          '站点服务期望的字段名或类型与控制台发送的不同（站点 API 版本不同），常见于会改写正文的网关之后。',
        ],
        next: [
          '检查在“人员查询”或“访客通行”中输入的编号（无空格、半角字符），然后重试。',
          '如果编号无误，请打开“站点调用记录”，点击“查看调用链”，并用“导出 HAR…”导出该调用发给站点厂商。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  PERSON_NOT_FOUND: {
    explain: {
      en: {
        causes: [
          'The person id was mistyped, or is the id of another system (badge number, employee number) rather than the organization service’s person id.',
          'The person is not yet registered in the organization service, or was registered on another site or tenant.',
          'The profile points at the organization service of another site (a test environment, or a colleague’s profile).',
        ],
        next: [
          'Check the id with the site’s administrator or in the site’s own management page, then Look up again.',
          'Check that the active site profile is this site’s (Site view).',
          'For a visitor, register them at the site first, then give them floors.',
        ],
      },
      'zh-CN': {
        causes: [
          '人员编号输入有误，或者是其他系统的编号（门禁卡号、工号），而不是组织服务中的人员编号。',
          '该人员尚未在组织服务中登记，或登记在其他站点或租户中。',
          '配置档指向的是其他站点的组织服务（测试环境或同事的配置档）。',
        ],
        next: [
          '与站点管理员或在站点自己的管理页面核对编号，然后再次点击“查询”。',
          '在“站点”视图中确认当前站点配置档属于本站点。',
          '如果是访客，请先在站点登记，再为其开通楼层。',
        ],
      },
    },
    guide: 'visitor-floors',
  },
  VISITOR_NOT_FOUND: {
    explain: {
      en: {
        causes: [
          'The visitor has not been registered at the site yet (reception has not entered them), so the elevator application cannot bind them to the face library.',
          'The visitor id was mistyped, or belongs to another site.',
        ],
        next: [
          'Ask reception or the site administrator to register the visitor, then press Open elevator access again.',
          'Check the visitor id with Person lookup: a registered visitor is found there.',
        ],
      },
      'zh-CN': {
        causes: ['访客尚未在站点登记（前台还未录入），因此电梯应用无法把访客绑定到人脸库。', '访客编号输入有误，或属于其他站点。'],
        next: ['请前台或站点管理员登记该访客，然后再次点击“开通电梯通行”。', '用“人员查询”核对访客编号：已登记的访客可以查到。'],
      },
    },
    guide: 'visitor-floors',
  },
  FLOOR_NOT_FOUND: {
    explain: {
      en: {
        causes: [
          'A floor id was typed by hand, or copied from another building or site, and the site’s zone list (E4) has no such floor.',
          'The floor was renamed or removed at the site since the list was taken, or a floor name was sent instead of its id.',
        ],
        next: [
          'Look up the person and pick floors from the floors shown (Load floors), rather than typing them.',
          'In a batch, write floor ids or exact floor names, and Preview again with the common component service (E4) in the profile.',
        ],
      },
      'zh-CN': {
        causes: [
          '楼层编号是手工输入的，或是从其他楼栋或站点复制来的，站点的区域列表（E4）中没有该楼层。',
          '站点在取得列表后改名或删除了该楼层，或者发送的是楼层名称而不是楼层编号。',
        ],
        next: [
          '先查询人员，并从显示的楼层中选择（加载楼层），不要手工输入。',
          '批量时，请写楼层编号或准确的楼层名称，并在配置档中填写通用组件服务（E4）后重新预览。',
        ],
      },
    },
    guide: 'visitor-floors',
  },
  NO_FLOORS: {
    explain: {
      en: {
        causes: [
          'No floors were chosen, so the elevator application asked the organization service for the visitor’s own floors, and the visitor has none.',
          'The site’s floor policy gives no rule that matches this visitor’s type or organization unit.',
        ],
        next: [
          'Choose the floors explicitly in Visitor access (or in the floorIds column of the batch file).',
          'If visitors should get floors by default, ask the site administrator to check the floor policy in the organization service.',
        ],
      },
      'zh-CN': {
        causes: [
          '未选择楼层，电梯应用因此向组织服务查询访客自己的楼层，而该访客没有任何楼层。',
          '站点的楼层策略中没有与该访客类型或组织单元匹配的规则。',
        ],
        next: ['在“访客通行”中明确选择楼层（批量时填写 floorIds 列）。', '如果访客应默认获得楼层，请站点管理员检查组织服务中的楼层策略。'],
      },
    },
    guide: 'visitor-floors',
  },
  IMAGE_STORE_NOT_FOUND: {
    explain: {
      en: {
        causes: [
          'A building’s zone (E4) names a face library (imageStoreId) that the organization service does not have: it was deleted or recreated during commissioning.',
          'The building was added without its face library being created yet.',
        ],
        next: [
          'Note the building and floors you chose, and the call’s trace id from the Site call log.',
          'Ask the site administrator to check the building’s face library in the organization service, then try again.',
        ],
      },
      'zh-CN': {
        causes: [
          '楼栋区域（E4）指向的人脸库（imageStoreId）在组织服务中不存在：调试期间被删除或重新创建了。',
          '楼栋已添加，但其人脸库尚未创建。',
        ],
        next: ['记下所选的楼栋和楼层，以及“站点调用记录”中该调用的跟踪编号。', '请站点管理员检查组织服务中该楼栋的人脸库，然后重试。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  UPSTREAM_UNAVAILABLE: {
    explain: {
      en: {
        causes: [
          'The elevator application could not reach a service behind it (the organization service or the common component service): it is down, restarting or blocked by a firewall.',
          'A gateway or intermediary forwarded the call, but the service it forwards to did not answer in time.',
        ],
        next: [
          'In the Site view, press Check the active profile to see which service does not answer.',
          'Press Show chain on the call to see where the chain broke, then ask the site administrator to restart or reconnect that service.',
          'Try again once it answers; nothing was written.',
        ],
      },
      'zh-CN': {
        causes: [
          '电梯应用无法访问其后端服务（组织服务或通用组件服务）：服务已停止、正在重启或被防火墙拦截。',
          '网关或中间件已转发调用，但其转发目标服务未及时应答。',
        ],
        next: [
          '在“站点”视图中点击“检查当前配置档”，查看哪个服务没有应答。',
          '对该调用点击“查看调用链”，看链路在哪里中断，再请站点管理员重启或恢复该服务。',
          '服务恢复后重试；本次未写入任何内容。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  INTERNAL_ERROR: {
    explain: {
      en: {
        causes: [
          'The site service itself failed (an exception, a full database, a broken dependency), not the request.',
          'The service is being restarted or upgraded while you work.',
        ],
        next: [
          'Wait a minute and try again.',
          'If it repeats, export the call with Export HAR… from the Site call log and send it with the time to the site vendor, asking them to check the service’s logs.',
        ],
      },
      'zh-CN': {
        causes: ['站点服务本身出错（异常、数据库已满、依赖故障），而不是请求有问题。', '工作期间该服务正在重启或升级。'],
        next: [
          '等一分钟后重试。',
          '如果反复出现，请在“站点调用记录”中用“导出 HAR…”导出该调用，连同时间一起发给站点厂商，请其检查服务日志。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
});
