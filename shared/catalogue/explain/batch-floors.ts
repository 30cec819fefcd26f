// The batch's floor codes: the site's zone pages, which check the rows' floors before the run.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { batchFloorCodes } from '../codes/batch-floors';

export const batchFloorExplanations = defineExplanations<typeof batchFloorCodes>()({
  BATCH_NO_ZONE_SERVICE: {
    explain: {
      en: {
        causes: [
          'The site profile was made without the common component service (E4) address, which the batch needs to check floor ids and turn floor names into ids before the run.',
          'The profile was imported from a colleague who only used direct visitor access.',
        ],
        next: [
          'Ask the site administrator for the common component service (E4) address.',
          'Add it in the site profile (Site view), then press Preview again in Batch & evidence.',
        ],
      },
      'zh-CN': {
        causes: [
          '站点配置档创建时没有填写公共组件服务（E4）地址，而批量需要它在运行前核对楼层编号、把楼层名称转换为编号。',
          '配置档是从只用直连访客通行的同事那里导入的。',
        ],
        next: ['向站点管理员索取公共组件服务（E4）的地址。', '在“站点”视图中把它填入站点配置档，然后在“批量与证据”中再次点击“预览”。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_ZONE_PAGE_UNUSABLE: {
    explain: {
      en: {
        causes: [
          'The E4 address in the profile points at another service or a web page (often the organization service’s address copied into the common field).',
          'A gateway in front of the common component service answered an error page instead of the zone list.',
        ],
        next: [
          'Check the common component service URL (E4) in the site profile and run Check the active profile.',
          'Then press Preview again; if the address is right, export the zone page call with Export HAR… for the site vendor.',
        ],
      },
      'zh-CN': {
        causes: [
          '配置档中的 E4 地址指向了其他服务或网页（常见是把组织服务地址复制到了公共组件字段）。',
          '公共组件服务前面的网关返回的是错误页面，而不是区域列表。',
        ],
        next: [
          '检查站点配置档中的公共组件服务地址（E4），并点击“检查当前配置档”。',
          '然后再次点击“预览”；如果地址正确，请用“导出 HAR…”导出该区域页面调用发给站点厂商。',
        ],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_ZONES_TOO_MANY: {
    explain: {
      en: {
        causes: [
          'The site is very large, or its zone service lists many zones of other kinds under the same type, so the console does not read them all to check floors.',
        ],
        next: [
          'Write floor ids rather than floor names in the batch file; the site still judges each id when the row is sent.',
          'Run the batch; rows with unknown floors come back as failed with FLOOR_NOT_FOUND.',
        ],
      },
      'zh-CN': {
        causes: ['站点规模很大，或其区域服务在同一类型下列出了许多其他区域，因此控制台不会全部读取来核对楼层。'],
        next: [
          '在批量文件中填写楼层编号而不是楼层名称；发送每一行时站点仍会校验编号。',
          '运行批次；楼层未知的行会以 FLOOR_NOT_FOUND 失败返回。',
        ],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_ZONE_PAGE_TOO_LARGE: {
    explain: {
      en: {
        causes: [
          'The E4 address points at a service that ignores the page size asked for (another vendor’s zone service, or a stub).',
          'The site’s common component service pages differently from the site API.',
        ],
        next: [
          'Check the common component service URL (E4) in the site profile.',
          'Write floor ids rather than names meanwhile, and ask the site vendor why the zone page ignores pageSize, sending the call (Export HAR…).',
        ],
      },
      'zh-CN': {
        causes: [
          'E4 地址指向的服务不理会所请求的分页大小（其他厂商的区域服务，或桩服务）。',
          '站点的公共组件服务的分页方式与站点 API 不同。',
        ],
        next: [
          '检查站点配置档中的公共组件服务地址（E4）。',
          '在此期间请填写楼层编号而不是名称，并用“导出 HAR…”导出调用，询问站点厂商区域页面为何不理会 pageSize。',
        ],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_FLOOR_UNCHECKED: {
    explain: {
      en: {
        causes: [
          'The row names floors by name (3F, 负一层), and the common component service (E4) did not answer, so the names cannot be turned into ids.',
        ],
        next: [
          'Run Check the active profile in the Site view, and Preview again once the common component service answers.',
          'Or write the floor ids in the file instead of names.',
        ],
      },
      'zh-CN': {
        causes: ['该行用名称（3F、负一层）指定楼层，而公共组件服务（E4）没有应答，因此无法把名称转换为编号。'],
        next: ['在“站点”视图中点击“检查当前配置档”，待公共组件服务应答后重新预览。', '或在文件中改填楼层编号，而不是名称。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_UNKNOWN_FLOOR: {
    explain: {
      en: {
        causes: [
          'The floor id or name was typed for another building or site, or with a typo (3F for F3, a full-width character).',
          'The floor was renamed or removed at the site.',
        ],
        next: [
          'Check the floor against the floors the person lookup shows, or the site’s floor list, and correct it in the file.',
          'Save and Preview again.',
        ],
      },
      'zh-CN': {
        causes: ['楼层编号或名称属于其他楼栋或站点，或输入有误（把 F3 写成 3F、全角字符）。', '站点已将该楼层改名或删除。'],
        next: ['对照人员查询显示的楼层或站点的楼层列表核对，在文件中修正。', '保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
  BATCH_FLOOR_AMBIGUOUS: {
    explain: {
      en: {
        causes: ['The site has several buildings with a floor of this name (3F in Tower A and in Tower B).'],
        next: ['Write the floor id, or the building before the floor as the message shows, save, and Preview again.'],
      },
      'zh-CN': {
        causes: ['站点有多栋楼都有同名楼层（A 座和 B 座都有 3F）。'],
        next: ['按信息所示填写楼层编号，或在楼层前加上楼栋，保存后重新预览。'],
      },
    },
    guide: 'visitor-floors',
  },
});
