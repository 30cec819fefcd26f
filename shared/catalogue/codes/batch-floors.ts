// The batch's floor codes: the site's zone pages, which check the rows' floors before the run.
import { defineCodes } from '../entry';

export const batchFloorCodes = defineCodes({
  BATCH_NO_ZONE_SERVICE: {
    category: 'usage',
    words: {
      en: 'The active site profile names no common component service (E4), so the floor ids of the batch cannot be checked before the run. Add its address in the profile (Site view), then preview again.',
      'zh-CN': '当前站点配置未填写公共组件服务（E4），因此无法在运行前核对批量中的楼层编号。请在站点视图的配置中填写其地址，然后重新预览。',
    },
  },
  BATCH_ZONE_PAGE_UNUSABLE: {
    category: 'malformed',
    details: ['url', 'status'],
    words: {
      en: 'The common component service’s zone page {url} answered HTTP {status} without a list of zones. Check the E4 address in the site profile, then preview again.',
      'zh-CN': '公共组件服务的区域页 {url} 返回了 HTTP {status}，但没有区域列表。请检查站点配置中的 E4 地址，然后重新预览。',
    },
  },
  BATCH_ZONES_TOO_MANY: {
    category: 'usage',
    details: ['limit', 'zoneType'],
    words: {
      en: 'The site’s zone pages (E4) list more than {limit} {zoneType} zones; the console reads at most {limit}, so the floors were not checked. Floor ids are sent as typed and the site judges them; write floor ids rather than names.',
      'zh-CN':
        '站点的区域分页（E4）列出的{zoneType}区域超过 {limit} 个；控制台最多读取 {limit} 个，因此未核对楼层。楼层编号将按填写内容发送，由站点判断；请填写楼层编号而不是楼层名称。',
    },
  },
  BATCH_ZONE_PAGE_TOO_LARGE: {
    category: 'malformed',
    details: ['pageNo', 'size', 'asked'],
    words: {
      en: 'The site’s zone page {pageNo} (E4) held {size} zones when {asked} were asked for, so the floors were not checked. Check the common component service’s address in the site profile, or ask the site why it pages so; write floor ids rather than names meanwhile.',
      'zh-CN':
        '站点的区域分页第 {pageNo} 页（E4）在请求 {asked} 个区域时返回了 {size} 个，因此未核对楼层。请检查站点配置中公共组件服务的地址，或向现场询问其分页方式；在此之前请填写楼层编号而不是楼层名称。',
    },
  },
  BATCH_FLOOR_UNCHECKED: {
    category: 'validation',
    details: ['row', 'columnName', 'names', 'reason'],
    words: {
      en: 'Row {row}, column {columnName}: {names} can only be a floor name, which only the site’s zone pages turn into a floor id, and they could not be read ({reason}). Preview again once the common component service answers, or write the floor ids.',
      'zh-CN':
        '第 {row} 行，{columnName}列：{names} 只能是楼层名称，而楼层名称只有通过站点的区域页才能换成楼层编号，但区域页无法读取（{reason}）。请在公共组件服务恢复应答后重新预览，或直接填写楼层编号。',
    },
  },
  BATCH_UNKNOWN_FLOOR: {
    category: 'validation',
    details: ['row', 'columnName', 'floors', 'next'],
    words: {
      en: "Row {row}, column {columnName}: the site's zone pages know no floor {floors}. {next}",
      'zh-CN': '第 {row} 行，{columnName}列：现场的区域分页中没有楼层 {floors}。{next}',
    },
  },
  BATCH_FLOOR_AMBIGUOUS: {
    category: 'validation',
    details: ['row', 'columnName', 'floors', 'example'],
    words: {
      en: 'Row {row}, column {columnName}: more than one floor has this name: {floors}. Write the floor id, or the building before the floor (“{example}”).',
      'zh-CN': '第 {row} 行，{columnName}列：不止一个楼层叫这个名字：{floors}。请填写楼层编号，或在楼层前写上楼栋（“{example}”）。',
    },
  },
});
