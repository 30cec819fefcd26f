// What an HTTP status without a site answer tells the engineer to do. A site's services answer 200,
// or 400 and 500 with their envelope (SITE-API.md); any other status comes from what stands in
// front of them (a gateway, nginx, a proxy) or from a wrong address, and each points another way:
// a redirect to the address it names, a 401 to the profile's authentication, a 502 or 504 to the
// service behind a gateway that was itself reached. The words are built here in every language,
// since they carry the answer's own headers (Location, WWW-Authenticate, Server).
import type { LocalizedText } from '../../shared/language';

type Headers = Readonly<Record<string, string | string[]>>;

const header = (headers: Headers, name: string): string | null => {
  const value = headers[name];
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text ? text.slice(0, 200) : null;
};

/** The advice for an answer of `status` that carried no site answer, from its headers. */
export function statusAdvice(status: number, headers: Headers): LocalizedText {
  const server = header(headers, 'server');
  const by = { en: server ? ` (Server: ${server})` : '', 'zh-CN': server ? `（Server：${server}）` : '' };
  if (status >= 300 && status < 400) {
    const location = header(headers, 'location');
    return {
      en: `It redirects to ${location ?? 'another address'}, and the console does not follow redirects: put the address the service really answers at in the profile${location?.startsWith('https:') ? ' (https: trust the site’s certificate too)' : ''}.`,
      'zh-CN': `它重定向到 ${location ?? '其他地址'}，而控制台不跟随重定向：请在配置档中填写服务实际应答的地址${location?.startsWith('https:') ? '（https：还需信任站点的证书）' : ''}。`,
    };
  }
  if (status === 401) {
    const challenge = header(headers, 'www-authenticate');
    return {
      en: `It asks for credentials${challenge ? ` (WWW-Authenticate: ${challenge})` : ''}: those of the call were missing or refused. Check the profile’s authentication (type, token or header) with the site.`,
      'zh-CN': `它要求身份凭据${challenge ? `（WWW-Authenticate：${challenge}）` : ''}：本次调用的凭据缺失或被拒绝。请与站点核对配置档的认证方式（类型、令牌或请求头）。`,
    };
  }
  if (status === 403)
    return {
      en: 'It refused the call (forbidden): the credentials or the laptop’s address are not allowed. Check the profile’s authentication, and ask the site to allow this laptop.',
      'zh-CN': '它拒绝了调用（禁止访问）：凭据或本机地址不被允许。请检查配置档的认证方式，并请站点放行本机。',
    };
  if (status === 407)
    return {
      en: 'A proxy in between asks for its own credentials; the console does not use proxies. Reach the site without the proxy, or ask for the laptop to be let through.',
      'zh-CN': '中间的代理要求它自己的凭据；控制台不使用代理。请绕过该代理访问站点，或请求放行本机。',
    };
  if (status === 404 || status === 405)
    return {
      en: 'Nothing answers this call at that path: check the context path of the address (and the gateway prefixes) in the profile.',
      'zh-CN': '该路径上没有应答此调用的服务：请检查配置档中地址的上下文路径（以及网关前缀）。',
    };
  if (status === 408 || status === 429)
    return {
      en: `It is busy or gave up waiting for the request${by.en}: try again in a moment.`,
      'zh-CN': `它正忙或等待请求超时${by['zh-CN']}：请稍后重试。`,
    };
  if (status === 413)
    return {
      en: `A gateway in between refused the request as too large${by.en}: ask the site to raise its limit (nginx: client_max_body_size).`,
      'zh-CN': `中间的网关认为请求过大而拒绝${by['zh-CN']}：请站点调大限制（nginx：client_max_body_size）。`,
    };
  if (status === 502 || status === 504) {
    const what =
      status === 502
        ? { en: 'did not answer properly (bad gateway)', 'zh-CN': '没有正常应答（网关错误）' }
        : { en: 'did not answer in time (gateway timeout)', 'zh-CN': '没有及时应答（网关超时）' };
    return {
      en: `A gateway answered for the service${by.en}: the gateway was reached, but the service behind it ${what.en}. Check that the service runs and that the gateway’s upstream address is right; the profile’s address may be fine.`,
      'zh-CN': `网关代替服务作了应答${by['zh-CN']}：网关可达，但其后的服务${what['zh-CN']}。请确认该服务正在运行、网关的上游地址正确；配置档中的地址可能没有问题。`,
    };
  }
  if (status === 503)
    return {
      en: `The service, or a gateway in front of it${by.en}, is unavailable (overloaded or in maintenance): try again later, and check the service.`,
      'zh-CN': `服务或其前面的网关${by['zh-CN']}暂不可用（过载或维护中）：请稍后重试，并检查该服务。`,
    };
  return { en: 'Check the address and the service’s logs.', 'zh-CN': '请检查地址和该服务的日志。' };
}
