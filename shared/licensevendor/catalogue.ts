// The licensevendor runtime's status codes in words (tests/native/licensevendor_abi.h,
// "Error catalogue"): what each means on site and what the engineer does next, in every language
// the console speaks. An ABI profile may add codes of a vendor build; a code nobody knows is still
// shown, verbatim in decimal and hex, because the vendor's support asks for exactly that number.
import type { LocalizedText } from '../config/types';

/** One status code of the vendor runtime with its words. */
export interface StatusEntry {
  /** The code as the library returns it (decimal, as the vendor documents it). */
  code: number;
  /** Stable name, e.g. `LV_ERR_SERVER_DOWN`. */
  name: string;
  /** What happened, for the engineer on site. */
  explanation: LocalizedText;
  /** What to do next on site. */
  nextStep: LocalizedText;
}

/** A status code as the console reports it. */
export interface StatusDescription extends StatusEntry {
  /** The code in hex, `0x` and 8 upper-case digits, as vendor tools print it. */
  hex: string;
  /** False for a code neither the header nor the profile knows. */
  known: boolean;
}

const entry = (code: number, name: string, en: [string, string], zh: [string, string]): StatusEntry => ({
  code,
  name,
  explanation: { en: en[0], 'zh-CN': zh[0] },
  nextStep: { en: en[1], 'zh-CN': zh[1] },
});

/** Every code of the header's catalogue, in its order. */
export const HEADER_STATUS_CATALOGUE: readonly StatusEntry[] = [
  entry(
    257,
    'LV_ERR_NETWORK',
    [
      'The license server could not be reached over the network (route, DNS, firewall or proxy).',
      'Check the cable or Wi-Fi, that the host name resolves, and that no firewall or proxy blocks the port; then retry.',
    ],
    [
      '无法通过网络连接授权服务器（路由、DNS、防火墙或代理）。',
      '检查网线或 Wi-Fi、主机名能否解析，以及防火墙或代理是否拦截了该端口，然后重试。',
    ],
  ),
  entry(
    258,
    'LV_ERR_HANDLE',
    [
      'The license session handle is not valid (the session ended or the library was restarted).',
      'Initialize again to open a new session.',
    ],
    ['授权会话句柄无效（会话已结束或授权库已重启）。', '重新初始化以打开新的会话。'],
  ),
  entry(
    259,
    'LV_ERR_PARAMETER',
    [
      'The license library refused a parameter as invalid.',
      'Check loginMode, rootPath and the feature ids in the configuration document; if they are right, report it with the call log.',
    ],
    ['授权库认为某个参数无效。', '检查配置文档中的 loginMode、rootPath 和功能项 ID；若都正确，请连同调用日志一起反馈。'],
  ),
  entry(
    260,
    'LV_ERR_BUFFER_TOO_SMALL',
    [
      'An answer of the license library did not fit its buffer even after a retry with the size it asked for.',
      'Retry; if it happens again, report it with the library version.',
    ],
    ['授权库的返回内容按其要求的大小重试后仍放不下缓冲区。', '重试；若再次出现，请连同授权库版本一起反馈。'],
  ),
  entry(
    261,
    'LV_ERR_APPLICATION_DATA',
    [
      'The application data does not match the product of this license.',
      'Copy licensevendor.applicationData (base64) exactly from the product delivery note, or remove it if the library has it built in.',
    ],
    ['应用数据与该许可的产品不匹配。', '从产品交付单中原样复制 licensevendor.applicationData（base64）；若授权库已内置，则删除该字段。'],
  ),
  entry(
    264,
    'LV_ERR_SERVER_DOWN',
    [
      'The group service or cloud server does not answer on that address and port.',
      'Check that the group service is running on the license server and that licensevendor.url has the right host and port (client port 8273 by default).',
    ],
    [
      '集团服务或云服务器在该地址和端口上没有响应。',
      '确认授权服务器上的集团服务正在运行，且 licensevendor.url 的主机和端口正确（客户端端口默认为 8273）。',
    ],
  ),
  entry(
    276,
    'LV_ERR_LICENSE_NOT_FOUND',
    [
      'No license was found at the configured sources.',
      'Check licensevendor.url and loginMode (LOCAL only looks at local licenses, REMOTE only at servers), or activate a license key.',
    ],
    [
      '在配置的来源中没有找到许可。',
      '检查 licensevendor.url 和 loginMode（LOCAL 只查找本地许可，REMOTE 只查找服务器），或激活一个许可密钥。',
    ],
  ),
  entry(
    284,
    'LV_ERR_SN_INVALID',
    ['The serial number (SN) is not valid.', 'Check the SN or license key for typing errors; copy it from the license certificate.'],
    ['序列号（SN）无效。', '检查 SN 或许可密钥是否输错；请从许可证书上复制。'],
  ),
  entry(
    285,
    'LV_ERR_CLOCK_TAMPERED',
    [
      'The license library judges that the local clock was set back.',
      "Set this computer's date and time correctly (automatic time if the site allows it), then retry.",
    ],
    ['授权库判断本机时钟被调回过。', '将本机日期和时间设置正确（现场允许时使用自动对时），然后重试。'],
  ),
  entry(
    291,
    'LV_ERR_LICENSE_REVOKED',
    [
      'The license was revoked (migrated to another machine or cancelled).',
      'Ask the license administrator for a valid license or key for this site.',
    ],
    ['该许可已被吊销（已迁移到其他机器或已作废）。', '向许可管理员索取适用于本现场的有效许可或密钥。'],
  ),
  entry(
    294,
    'LV_ERR_NO_GROUP_SERVICE',
    [
      'No group service address is configured or could be found.',
      'Put the group service address in licensevendor.url, for example bit://10.0.0.5:8273.',
    ],
    ['没有配置或找不到集团服务地址。', '在 licensevendor.url 中填写集团服务地址，例如 bit://10.0.0.5:8273。'],
  ),
  entry(
    301,
    'LV_ERR_URL_INVALID',
    [
      'The license library refused licensevendor.url as an invalid URL.',
      'Use one of the forms http(s)://host[:port]/…, bit://host:port, root://dir or lic://…; separate several with commas.',
    ],
    [
      '授权库认为 licensevendor.url 不是有效的地址。',
      '使用以下形式之一：http(s)://主机[:端口]/…、bit://主机:端口、root://目录 或 lic://…；多个地址用逗号分隔。',
    ],
  ),
  entry(
    303,
    'LV_ERR_SN_EMPTY',
    [
      'A serial number is required here but none was given.',
      'Activate a license key, or set licensevendor.sn in the configuration document.',
    ],
    ['此处需要序列号，但没有提供。', '激活一个许可密钥，或在配置文档中设置 licensevendor.sn。'],
  ),
  entry(
    513,
    'LV_ERR_SESSION_LOST',
    [
      'The license session was lost (heartbeat timeout or server restart).',
      'Initialize again to log in anew; if it keeps happening, check the network to the license server.',
    ],
    ['授权会话已丢失（心跳超时或服务器重启）。', '重新初始化以再次登录；若反复出现，请检查到授权服务器的网络。'],
  ),
  entry(
    530,
    'LV_ERR_KICKED_OUT',
    ['The license server ended this session (kicked out).', 'Ask the license administrator why, then initialize again.'],
    ['授权服务器结束了此会话（被踢出）。', '向许可管理员了解原因，然后重新初始化。'],
  ),
  entry(
    531,
    'LV_ERR_LOGIN_DENIED',
    ['The license server denied the login.', 'Ask the license administrator to allow this computer or user on the server.'],
    ['授权服务器拒绝了登录。', '请许可管理员在服务器上允许本计算机或本用户登录。'],
  ),
  entry(
    1283,
    'LV_ERR_FEATURE_NOT_FOUND',
    [
      'The license does not contain this feature.',
      'Check vendorFeatureId or vendorFeatureName in features; if they are right, the license must be extended.',
    ],
    ['该许可不包含此功能项。', '检查 features 中的 vendorFeatureId 或 vendorFeatureName；若正确，则需要扩充许可。'],
  ),
  entry(
    1289,
    'LV_ERR_FEATURE_EXPIRED',
    ['This feature of the license has expired.', 'Ask the license administrator to renew the feature.'],
    ['该许可中的此功能项已过期。', '请许可管理员续期该功能项。'],
  ),
  entry(
    1793,
    'LV_ERR_LICENSE_EXPIRED',
    ['The license has expired.', 'Ask the license administrator for a renewal and activate the new key.'],
    ['许可已过期。', '向许可管理员申请续期，并激活新的密钥。'],
  ),
  entry(
    1797,
    'LV_ERR_SN_DISABLED',
    ['The serial number (SN) is disabled.', 'Ask the license administrator to enable it or to issue another one.'],
    ['序列号（SN）已被禁用。', '请许可管理员启用它或另发一个。'],
  ),
  entry(
    1798,
    'LV_ERR_SN_NOT_FOUND',
    [
      'The serial number (SN) is not known to the license system.',
      'Check the SN or license key for typing errors; copy it from the license certificate.',
    ],
    ['授权系统中找不到该序列号（SN）。', '检查 SN 或许可密钥是否输错；请从许可证书上复制。'],
  ),
  entry(
    1810,
    'LV_ERR_SEATS_EXHAUSTED',
    ['All seats of the license are taken.', 'Close the license on another computer, or ask the license administrator for more seats.'],
    ['许可的所有用户数均已占用。', '在另一台计算机上释放许可，或向许可管理员申请更多用户数。'],
  ),
  entry(
    1920,
    'LV_ERR_OFFLINE_EXPIRED',
    [
      'The allowed offline period has ended: the license must reconnect to its server.',
      'Connect this computer to the license server (or the internet for a cloud license) once, then retry.',
    ],
    ['允许的离线期限已到：许可必须重新连接其服务器。', '让本机连接一次授权服务器（云许可则连接互联网），然后重试。'],
  ),
  entry(
    1926,
    'LV_ERR_VIRTUAL_MACHINE',
    [
      'The license does not allow running in a virtual machine.',
      'Run the console on a physical computer, or ask for a license that allows virtual machines.',
    ],
    ['该许可不允许在虚拟机中运行。', '在物理计算机上运行控制台，或申请允许虚拟机的许可。'],
  ),
  entry(
    2055,
    'LV_ERR_LOCAL_TIME',
    ['The local time is wrong for the license system.', "Correct this computer's date, time and time zone, then retry."],
    ['本机时间对授权系统而言不正确。', '校正本机的日期、时间和时区，然后重试。'],
  ),
];

/** `0x` and 8 upper-case hex digits: how vendor tools print a status. */
export const statusHex = (code: number): string => `0x${(code >>> 0).toString(16).toUpperCase().padStart(8, '0')}`;

/** The catalogue with a profile's codes added; a profile entry replaces the header's for the same code. */
export function statusCatalogue(extra: readonly StatusEntry[] = []): StatusEntry[] {
  const byCode = new Map<number, StatusEntry>();
  for (const e of [...HEADER_STATUS_CATALOGUE, ...extra]) byCode.set(e.code, e);
  return [...byCode.values()].sort((a, b) => a.code - b.code);
}

/** Words for a status code; an unknown one says its number in decimal and hex. */
export function describeStatus(code: number, extra: readonly StatusEntry[] = []): StatusDescription {
  const hex = statusHex(code);
  const found = extra.find((e) => e.code === code) ?? HEADER_STATUS_CATALOGUE.find((e) => e.code === code);
  if (found) return { ...found, hex, known: true };
  return {
    code,
    name: 'LV_UNKNOWN',
    hex,
    known: false,
    explanation: {
      en: `The license library returned a code the console does not know: ${code} (${hex}).`,
      'zh-CN': `授权库返回了控制台不认识的代码：${code}（${hex}）。`,
    },
    nextStep: {
      en: `Look up ${code} (${hex}) in the vendor's documentation or give it to the vendor's support; an ABI profile can add its words.`,
      'zh-CN': `在厂商文档中查找 ${code}（${hex}），或提供给厂商技术支持；可在 ABI 配置文件中补充其说明。`,
    },
  };
}
