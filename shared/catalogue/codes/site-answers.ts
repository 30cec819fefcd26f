// A site service's own envelope codes (SITE-API.md): the site's vocabulary, not the console's, so that
// a site's INTERNAL_ERROR is not read as the console's.
import { defineCodes } from '../entry';

export const siteAnswerCodes = defineCodes({
  INVALID_REQUEST: {
    category: 'envelope',
    words: {
      en: 'The site refused the request as invalid: “{siteMessage}” ({route}). Check the ids you entered.',
      'zh-CN': '站点认为请求无效：“{siteMessage}”（{route}）。请检查输入的编号。',
    },
  },
  PERSON_NOT_FOUND: {
    category: 'envelope',
    words: {
      en: 'The organization service has no such person: “{siteMessage}” ({route}). Check the id.',
      'zh-CN': '组织服务中没有该人员：“{siteMessage}”（{route}）。请检查编号。',
    },
  },
  VISITOR_NOT_FOUND: {
    category: 'envelope',
    words: {
      en: 'The site has no such visitor: “{siteMessage}” ({route}). No access was written. Register the visitor first, or check the id.',
      'zh-CN': '站点中没有该访客：“{siteMessage}”（{route}）。未开通任何权限。请先登记访客，或检查编号。',
    },
  },
  FLOOR_NOT_FOUND: {
    category: 'envelope',
    words: {
      en: 'A floor is unknown to the site: “{siteMessage}” ({route}). Nothing was written. Pick floors from the person’s floor list.',
      'zh-CN': '站点不认识其中某个楼层：“{siteMessage}”（{route}）。未写入任何内容。请从人员的楼层列表中选择。',
    },
  },
  NO_FLOORS: {
    category: 'envelope',
    words: {
      en: 'The visitor has no floors of their own, so the site cannot complete them: “{siteMessage}” ({route}). Choose floors explicitly.',
      'zh-CN': '该访客本身没有楼层，站点无法补全：“{siteMessage}”（{route}）。请明确选择楼层。',
    },
  },
  IMAGE_STORE_NOT_FOUND: {
    category: 'envelope',
    words: {
      en: 'The site’s image store is missing: “{siteMessage}” ({route}). Ask the site administrator to check the building’s face library.',
      'zh-CN': '站点的人脸库缺失：“{siteMessage}”（{route}）。请站点管理员检查该楼栋的人脸库。',
    },
  },
  UPSTREAM_UNAVAILABLE: {
    category: 'envelope',
    words: {
      en: 'A service behind the one called did not answer: “{siteMessage}” ({route}). Nothing was written. Run the connectivity check in the Site view.',
      'zh-CN': '被调用服务的下游服务没有响应：“{siteMessage}”（{route}）。未写入任何内容。请在“站点”页运行连通性检查。',
    },
  },
  INTERNAL_ERROR: {
    category: 'envelope',
    words: {
      en: 'The site service reported an internal fault: “{siteMessage}” ({route}). Try again later, and check the service’s logs.',
      'zh-CN': '站点服务报告内部故障：“{siteMessage}”（{route}）。请稍后重试，并查看该服务的日志。',
    },
  },
});
