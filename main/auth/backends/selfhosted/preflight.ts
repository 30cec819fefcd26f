// Pre-flight checks of the selfhosted backend, run at initialize and on demand: does the address
// make sense, does anything listen there, and is its clock the laptop's? A TCP connect answers the
// second question and a GET of the address the third (its Date header), without sending a
// licensing call (nothing is activated or counted by a check).
import { isIP, Socket } from 'node:net';
import type { PreflightStep } from '../../../../shared/auth';
import { PLACEHOLDER_TOKEN, placeholderIn } from '../../../../shared/config/placeholders';
import type { HttpClient } from '../../../http/client';
import { serverClockStep, serverClockUnavailable } from '../../server-clock';
import { monotonicMs } from '../../../../shared/node/clock';

/** How long the connect check waits. */
export const CONNECT_CHECK_MS = 2_000;

const isLocalHost = (host: string): boolean =>
  host === 'localhost' ||
  host === '::1' ||
  /^127\./.test(host) ||
  /^10\./.test(host) ||
  /^192\.168\./.test(host) ||
  /^172\.(1[6-9]|2\d|3[01])\./.test(host);

function urlStep(baseUrl: string): { step: PreflightStep; target: { host: string; port: number } | null } {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    url = new URL('invalid:');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      target: null,
      step: {
        id: 'url.form',
        verdict: 'fail',
        title: { en: 'Address of the authorization service', 'zh-CN': '授权服务地址' },
        detail: {
          en: `"${baseUrl}" is not an http:// or https:// address. Correct selfhosted.baseUrl.`,
          'zh-CN': `"${baseUrl}" 不是 http:// 或 https:// 地址。请修正 selfhosted.baseUrl。`,
        },
        facts: { baseUrl },
      },
    };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  // A license key sent over plain HTTP across a network can be read on the way.
  const inClear = url.protocol === 'http:' && !isLocalHost(host);
  return {
    target: { host, port },
    step: {
      id: 'url.form',
      verdict: inClear ? 'warn' : 'pass',
      title: { en: 'Address of the authorization service', 'zh-CN': '授权服务地址' },
      detail: inClear
        ? {
            en: `${host}:${port} is reached over plain HTTP: the license and tenant keys travel unencrypted. Ask the site for an https:// address.`,
            'zh-CN': `${host}:${port} 通过明文 HTTP 访问：许可证密钥和租户密钥将不加密传输。请向现场索取 https:// 地址。`,
          }
        : {
            en: `${url.protocol === 'https:' ? 'https' : 'http'} to ${host}:${port}.`,
            'zh-CN': `${url.protocol === 'https:' ? 'https' : 'http'} 连接 ${host}:${port}。`,
          },
      facts: { host, port, protocol: url.protocol.slice(0, -1) },
    },
  };
}

function connect(host: string, port: number): Promise<{ ok: true; ms: number } | { ok: false; reason: string }> {
  return new Promise((resolve) => {
    const started = monotonicMs();
    const socket = new Socket();
    const done = (result: { ok: true; ms: number } | { ok: false; reason: string }): void => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(CONNECT_CHECK_MS, () => done({ ok: false, reason: `no answer within ${CONNECT_CHECK_MS} ms` }));
    socket.once('connect', () => done({ ok: true, ms: Math.round(monotonicMs() - started) }));
    socket.once('error', (e: NodeJS.ErrnoException) => done({ ok: false, reason: e.code ?? e.message }));
    socket.connect({ host, port, family: isIP(host) || undefined });
  });
}

/** The checklist for one selfhosted.baseUrl; `http` is the console's HTTP client, which asks the service for its time. */
export async function selfhostedPreflight(baseUrl: string, http: Pick<HttpClient, 'request'>): Promise<PreflightStep[]> {
  const { step, target } = urlStep(baseUrl);
  const title = { en: 'The service answers on its port', 'zh-CN': '服务端口有应答' };
  if (!target) {
    return [
      step,
      {
        id: 'service.connect',
        verdict: 'skipped',
        title,
        detail: { en: 'Skipped: the address cannot be used.', 'zh-CN': '已跳过：地址无法使用。' },
      },
      serverClockUnavailable({ en: 'the address cannot be used.', 'zh-CN': '地址无法使用。' }),
    ];
  }
  // A template's placeholder (shared/config/placeholders.ts) is named as such and never connected to.
  const placeholder = placeholderIn(baseUrl);
  if (placeholder !== null) {
    return [
      step,
      {
        id: 'service.connect',
        verdict: 'fail',
        title,
        detail: {
          en: `Not connected: ${baseUrl} is a placeholder from a template (${placeholder === PLACEHOLDER_TOKEN ? 'it holds REPLACE-ME' : `${placeholder} is reserved for documentation`}). Replace selfhosted.baseUrl with the authorization service's address.`,
          'zh-CN': `未连接：${baseUrl} 是模板中的占位地址（${placeholder === PLACEHOLDER_TOKEN ? '含有 REPLACE-ME' : `${placeholder} 是文档专用地址`}）。请把 selfhosted.baseUrl 替换为授权服务的地址。`,
        },
        facts: { ...target, placeholder },
      },
      serverClockUnavailable({ en: 'the address is a placeholder.', 'zh-CN': '地址是占位地址。' }),
    ];
  }
  const reached = await connect(target.host, target.port);
  const where = `${target.host}:${target.port}`;
  const clock = reached.ok
    ? await serverClockStep(http, baseUrl)
    : serverClockUnavailable({ en: `${where} cannot be reached.`, 'zh-CN': `无法连接 ${where}。` });
  return [
    step,
    reached.ok
      ? {
          id: 'service.connect',
          verdict: 'pass',
          title,
          detail: { en: `${where} accepted a connection in ${reached.ms} ms.`, 'zh-CN': `${where} 在 ${reached.ms} 毫秒内接受了连接。` },
          facts: { ...target, ms: reached.ms },
        }
      : {
          id: 'service.connect',
          verdict: 'fail',
          title,
          detail: {
            en: `${where} cannot be reached (${reached.reason}). Check that the authorization service runs, the address and port, and the network or firewall in between.`,
            'zh-CN': `无法连接 ${where}（${reached.reason}）。请检查授权服务是否运行、地址和端口，以及中间的网络或防火墙。`,
          },
          facts: { ...target, reason: reached.reason },
        },
    clock,
  ];
}
