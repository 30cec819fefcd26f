// Pre-flight diagnostics of the licensevendor backend, run before login and on demand. Each step
// has its own verdict so that the engineer sees which of URL, network, files, library and clock is
// wrong before the vendor runtime answers with a bare number.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { lookup } from 'node:dns/promises';
import { isIP, Socket } from 'node:net';
import type { PreflightStep, PreflightVerdict } from '../../../../shared/auth';
import type { LocalizedText } from '../../../../shared/config/types';
import type { AbiProfile } from '../../../../shared/licensevendor/abi-profile';
import { placeholderIn } from '../../../../shared/config/placeholders';
import { licenseSources, type LicenseSource } from '../../../../shared/licensevendor/license-sources';
import { knownErrorWords } from '../../../../shared/catalogue/words';
import type { HttpClient } from '../../../http/client';
import type { BackendConfig } from '../../backend';
import { serverClockStep, serverClockUnavailable } from '../../server-clock';

/** How long name resolution and a TCP connect to a group service may take: a site LAN answers fast. */
export const PREFLIGHT_NETWORK_TIMEOUT_MS = 1500;

/** No console runs before this date: an earlier clock is certainly wrong. */
const CLOCK_FLOOR = Date.UTC(2026, 0, 1);
/** Nor is a clock this far ahead plausible. */
const CLOCK_CEILING = Date.UTC(2060, 0, 1);

/** What the checks need besides the document. */
export interface PreflightInputs {
  config: BackendConfig;
  profile: AbiProfile;
  /** Loads the library and reports its version; throws a ConsoleError when it cannot. */
  libraryVersion(): Promise<string>;
  /** The current time (tests move it). */
  now?: () => number;
  /** The console's HTTP client, which asks an http(s) license server for its time; without it that step is not available. */
  http?: Pick<HttpClient, 'request'>;
  networkTimeoutMs?: number;
}

const text = (en: string, zh: string): LocalizedText => ({ en, 'zh-CN': zh });

const step = (
  id: string,
  verdict: PreflightVerdict,
  title: LocalizedText,
  detail: LocalizedText,
  facts?: Record<string, unknown>,
): PreflightStep => ({
  id,
  verdict,
  title,
  detail,
  ...(facts ? { facts } : {}),
});

type Remote = Extract<LicenseSource, { kind: 'cloud' | 'group' }>;
type Local = Extract<LicenseSource, { kind: 'local' }>;

/** Runs every check in order; never throws. */
export async function runPreflight(inputs: PreflightInputs): Promise<PreflightStep[]> {
  const url = inputs.config.licensevendor?.url ?? '';
  const sources = licenseSources(url, inputs.profile);
  const steps: PreflightStep[] = [urlFormStep(sources, inputs.profile), topologyStep(sources, inputs.config)];
  // A template's placeholder (shared/config/placeholders.ts) is never resolved or connected to:
  // the engineer is told to replace it instead of waiting for a documentation address to time out.
  const remote = sources.filter((s): s is Remote => s.kind === 'cloud' || s.kind === 'group');
  const placeholders = remote.filter((s) => placeholderIn(s.text) !== null);
  if (placeholders.length > 0) steps.push(placeholderStep(placeholders));
  const groups = remote.filter((s) => s.kind === 'group');
  const timeout = inputs.networkTimeoutMs ?? PREFLIGHT_NETWORK_TIMEOUT_MS;
  steps.push(...(await groupSteps(groups, placeholders, inputs.config, timeout)));
  steps.push(
    await localStep(
      sources.filter((s): s is Local => s.kind === 'local'),
      inputs.config.licensevendor?.rootPath ?? null,
    ),
  );
  steps.push(await libraryStep(inputs.libraryVersion));
  steps.push(clockStep((inputs.now ?? Date.now)()));
  steps.push(await serverClock(sources, inputs.http));
  return steps;
}

/**
 * The license server's clock, where it can be asked: a cloud source (http or https) is a web
 * server, whose answers carry a Date header. A group service speaks the library's own protocol
 * and local licenses have no server, so for those the step says it is not available.
 */
async function serverClock(sources: LicenseSource[], http: Pick<HttpClient, 'request'> | undefined): Promise<PreflightStep> {
  const cloud = sources.find((s): s is Remote => s.kind === 'cloud');
  if (!cloud) {
    return serverClockUnavailable(
      text(
        'licensevendor.url names no http(s) license server; a group service speaks the library’s own protocol, which tells no time, and local licenses have no server.',
        'licensevendor.url 中没有 http(s) 授权服务器；集团服务使用授权库自己的协议，不提供时间，本地许可则没有服务器。',
      ),
    );
  }
  if (!http)
    return serverClockUnavailable(text('this console offers no HTTP client to the check.', '本控制台未向此检查提供 HTTP 客户端。'));
  return serverClockStep(http, cloud.text);
}

function urlFormStep(sources: LicenseSource[], profile: AbiProfile): PreflightStep {
  const title = text('Address form (licensevendor.url)', '地址格式（licensevendor.url）');
  const bad = sources.filter((s) => s.kind === 'invalid');
  const forms = `http(s)://host[:port], ${profile.groupScheme}://host:port, ${profile.localSchemes.map((s) => `${s}://…`).join(', ')}`;
  if (bad.length > 0) {
    const list = bad.map((s) => `"${s.text}"`).join(', ');
    return step(
      'url.form',
      'fail',
      title,
      text(
        `Not a source the library understands: ${list}. Use one of ${forms}; separate several with commas.`,
        `授权库无法识别的来源：${list}。请使用以下形式之一：${forms}；多个来源用逗号分隔。`,
      ),
      { invalid: bad.map((s) => s.text) },
    );
  }
  const kinds = sources.map((s) => s.kind).join(', ');
  return step('url.form', 'pass', title, text(`${sources.length} source(s): ${kinds}.`, `${sources.length} 个来源：${kinds}。`), {
    kinds: sources.map((s) => s.kind),
  });
}

function topologyStep(sources: LicenseSource[], config: BackendConfig): PreflightStep {
  const title = text('Address fits the wharf topology', '地址与 wharf 拓扑相符');
  const topology = config.scenario === 'wharf' ? config.wharf?.topology : undefined;
  if (!topology) return step('url.topology', 'skipped', title, text('No wharf.topology is set.', '未设置 wharf.topology。'));
  const expected = topology === 'local_float' ? 'local' : topology;
  const fits = sources.some((s) => s.kind === expected);
  if (fits)
    return step(
      'url.topology',
      'pass',
      title,
      text(
        `licensevendor.url has a ${expected} source, as topology "${topology}" expects.`,
        `licensevendor.url 含有拓扑“${topology}”所需的 ${expected} 来源。`,
      ),
      { topology },
    );
  const example =
    expected === 'group' ? 'bit://10.0.0.5:8273' : expected === 'cloud' ? 'https://license.example.com' : 'root:///opt/licenses';
  return step(
    'url.topology',
    'warn',
    title,
    text(
      `Topology "${topology}" expects a ${expected} source, but licensevendor.url has none. Fix licensevendor.url (e.g. ${example}) or wharf.topology.`,
      `拓扑“${topology}”需要 ${expected} 来源，但 licensevendor.url 中没有。请修改 licensevendor.url（例如 ${example}）或 wharf.topology。`,
    ),
    { topology },
  );
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}

/** Connects and disconnects; resolves with the failure code or null. */
function tcpConnect(host: string, port: number, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (code: string | null) => {
      socket.destroy();
      resolve(code);
    };
    socket.setTimeout(ms, () => done('ETIMEDOUT'));
    socket.once('connect', () => done(null));
    socket.once('error', (e: NodeJS.ErrnoException) => done(e.code ?? 'ERROR'));
    socket.connect(port, host);
  });
}

function placeholderStep(placeholders: Remote[]): PreflightStep {
  const list = placeholders.map((s) => s.text).join(', ');
  return step(
    'url.placeholder',
    'fail',
    text("Address is the site's, not a placeholder", '地址是现场的，而不是占位地址'),
    text(
      `${list}: a placeholder from a template (an address reserved for documentation, or REPLACE-ME); the console does not connect to it. Replace it in licensevendor.url with the license server's address.`,
      `${list}：模板中的占位地址（文档专用地址或 REPLACE-ME）；控制台不会连接它。请在 licensevendor.url 中把它替换为授权服务器的地址。`,
    ),
    { placeholders: placeholders.map((s) => s.text) },
  );
}

async function groupSteps(sources: Remote[], placeholders: Remote[], config: BackendConfig, ms: number): Promise<PreflightStep[]> {
  const resolveTitle = text('Group service name resolves', '集团服务名称可解析');
  const connectTitle = text('Group service answers (TCP connect)', '集团服务有响应（TCP 连接）');
  const agreeTitle = text('wharf.groupServiceUrl agrees with licensevendor.url', 'wharf.groupServiceUrl 与 licensevendor.url 一致');
  const groups = sources.filter((s) => !placeholders.includes(s));
  if (groups.length === 0) {
    const none =
      sources.length > 0
        ? text('Not checked: the group service address is a placeholder (see above).', '未检查：集团服务地址是占位地址（见上）。')
        : text('No group service source in licensevendor.url.', 'licensevendor.url 中没有集团服务来源。');
    return [
      step('group.resolve', 'skipped', resolveTitle, none),
      step('group.connect', 'skipped', connectTitle, none),
      agreementStep(sources, config, agreeTitle),
    ];
  }
  const resolved: { source: Remote; address: string | null; code: string | null }[] = [];
  for (const source of groups) {
    if (isIP(source.host)) {
      resolved.push({ source, address: source.host, code: null });
      continue;
    }
    try {
      const { address } = await withTimeout(lookup(source.host), ms);
      resolved.push({ source, address, code: null });
    } catch (e) {
      resolved.push({ source, address: null, code: (e as NodeJS.ErrnoException).code ?? 'ERROR' });
    }
  }
  const unresolved = resolved.filter((r) => r.address === null);
  const resolveStep =
    unresolved.length === 0
      ? step(
          'group.resolve',
          'pass',
          resolveTitle,
          text(
            resolved.map((r) => `${r.source.host} → ${r.address}`).join('; '),
            resolved.map((r) => `${r.source.host} → ${r.address}`).join('；'),
          ),
          {
            hosts: resolved.map((r) => ({ host: r.source.host, address: r.address })),
          },
        )
      : step(
          'group.resolve',
          'fail',
          resolveTitle,
          text(
            `${unresolved.map((r) => `${r.source.host} (${r.code})`).join(', ')} cannot be resolved. Check the name, or use the license server's IP address in licensevendor.url.`,
            `无法解析 ${unresolved.map((r) => `${r.source.host}（${r.code}）`).join('、')}。请检查名称，或在 licensevendor.url 中改用授权服务器的 IP 地址。`,
          ),
          { hosts: unresolved.map((r) => ({ host: r.source.host, code: r.code })) },
        );
  const results: { endpoint: string; code: string | null }[] = [];
  for (const r of resolved) {
    const endpoint = `${r.source.host}:${r.source.port}`;
    results.push({ endpoint, code: r.address === null ? 'ENOTFOUND' : await tcpConnect(r.address, r.source.port, ms) });
  }
  const reached = results.filter((r) => r.code === null);
  const failed = results.filter((r) => r.code !== null);
  const failedText = failed.map((r) => `${r.endpoint} (${r.code})`).join(', ');
  const connectStep =
    failed.length === 0
      ? step(
          'group.connect',
          'pass',
          connectTitle,
          text(
            `${reached.map((r) => r.endpoint).join(', ')} accepted a connection.`,
            `${reached.map((r) => r.endpoint).join('、')} 接受了连接。`,
          ),
          { results },
        )
      : step(
          'group.connect',
          reached.length > 0 ? 'warn' : 'fail',
          connectTitle,
          text(
            `No answer from ${failedText} within ${ms} ms. Check that the group service runs on the license server, that the port is right (client port 8273 by default) and that no firewall blocks it.`,
            `${failedText} 在 ${ms} 毫秒内没有响应。请确认授权服务器上的集团服务正在运行、端口正确（客户端端口默认为 8273），且没有被防火墙拦截。`,
          ),
          { results },
        );
  return [resolveStep, connectStep, agreementStep(sources, config, agreeTitle)];
}

function agreementStep(groups: Remote[], config: BackendConfig, title: LocalizedText): PreflightStep {
  const hinted = config.scenario === 'wharf' ? config.wharf?.groupServiceUrl : undefined;
  if (!hinted) return step('group.agreement', 'skipped', title, text('No wharf.groupServiceUrl is set.', '未设置 wharf.groupServiceUrl。'));
  const normalize = (s: string) => s.trim().toLowerCase().replace(/\/+$/, '');
  if (groups.some((g) => normalize(g.text) === normalize(hinted))) {
    return step(
      'group.agreement',
      'pass',
      title,
      text(`${hinted} is one of the sources of licensevendor.url.`, `${hinted} 是 licensevendor.url 的来源之一。`),
    );
  }
  return step(
    'group.agreement',
    'warn',
    title,
    text(
      `wharf.groupServiceUrl is ${hinted}, but licensevendor.url does not use it; the library only uses licensevendor.url. Make the two agree.`,
      `wharf.groupServiceUrl 为 ${hinted}，但 licensevendor.url 没有使用它；授权库只使用 licensevendor.url。请使两者一致。`,
    ),
    { groupServiceUrl: hinted },
  );
}

async function readable(path: string): Promise<'dir' | 'file' | null> {
  try {
    await access(path, constants.R_OK);
    return (await stat(path)).isDirectory() ? 'dir' : 'file';
  } catch {
    return null;
  }
}

/** `lic://` also takes a license string inline; only what looks like a path is checked on disk. */
const looksLikePath = (s: string): boolean => /^(\/|\.{1,2}\/|~\/|[A-Za-z]:[\\/]|\\\\)/.test(s);

async function localStep(locals: Local[], rootPath: string | null): Promise<PreflightStep> {
  const title = text('Local license paths are readable', '本地许可路径可读');
  const paths = [...(rootPath ? [rootPath] : []), ...locals.map((l) => l.path).filter(looksLikePath)];
  if (paths.length === 0) {
    const inline = locals.length > 0;
    return step(
      'local.path',
      inline ? 'pass' : 'skipped',
      title,
      inline
        ? text('The local source is a license string, not a path.', '本地来源是许可字符串，而不是路径。')
        : text('No local source and no rootPath.', '没有本地来源，也没有 rootPath。'),
    );
  }
  const missing: string[] = [];
  for (const p of paths) if ((await readable(p)) === null) missing.push(p);
  if (missing.length === 0)
    return step('local.path', 'pass', title, text(`Readable: ${paths.join(', ')}.`, `可读：${paths.join('、')}。`), { paths });
  return step(
    'local.path',
    'fail',
    title,
    text(
      `Missing or not readable: ${missing.join(', ')}. Check the path (and the USB stick or share it is on) and this user's permissions.`,
      `不存在或不可读：${missing.join('、')}。请检查路径（及其所在的 U 盘或共享）以及当前用户的权限。`,
    ),
    { missing },
  );
}

async function libraryStep(version: () => Promise<string>): Promise<PreflightStep> {
  const title = text('License library loads', '授权库可加载');
  try {
    const v = await version();
    return step('library.load', 'pass', title, text(`Loaded; it reports version ${v}.`, `已加载；版本为 ${v}。`), { version: v });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const code = (e as { code?: unknown }).code;
    // In Chinese, the words of the problem's code where the table has them (not the English message).
    const words =
      typeof code === 'string' ? knownErrorWords({ code, message, details: (e as { details?: Record<string, unknown> }).details }) : null;
    const chinese = words ? words['zh-CN'] : `${message}。`;
    return step(
      'library.load',
      'fail',
      title,
      text(`${message}. Check the library path setting and the ABI profile.`, `${chinese}请检查授权库路径设置和 ABI 配置文件。`),
      { code: code ?? null },
    );
  }
}

function clockStep(now: number): PreflightStep {
  const title = text('Clock is plausible', '时钟合理');
  const iso = new Date(now).toISOString();
  if (now >= CLOCK_FLOOR && now < CLOCK_CEILING)
    return step('clock.plausible', 'pass', title, text(`The clock says ${iso}.`, `本机时钟为 ${iso}。`), { now: iso });
  return step(
    'clock.plausible',
    'fail',
    title,
    text(
      `The clock says ${iso}, which cannot be right; the license library refuses a clock set back. Set the date, time and time zone, then retry.`,
      `本机时钟为 ${iso}，显然不正确；授权库会拒绝被调回的时钟。请设置日期、时间和时区后重试。`,
    ),
    { now: iso },
  );
}
