// The license server's clock against the laptop's, as a pre-flight step: one GET of the server's
// address through the console's HTTP client, whose Date header says the server's time (whatever
// the status: a 404 carries a Date too, and a GET activates and counts nothing). A licensing
// system judges expiry and activation times by its own clock, so a laptop minutes off explains
// "expired" or "not yet valid" before the engineer sees them. Where the server cannot be asked
// over HTTP, or sends no Date, the step says the check is not available rather than guess.
import type { PreflightStep } from '../../shared/auth';
import { placeholderIn } from '../../shared/config/placeholders';
import type { LocalizedText } from '../../shared/config/types';
import { ConsoleError } from '../../shared/errors';
import { CLOCK_SKEW_WARN_MS, dateStampedBy } from '../../shared/site';
import type { HttpClient } from '../http/client';
import { unreadableDate } from '../http/http-date';

/** Limits of the one call: a license server answers fast or the reachability steps say why not. */
const CLOCK_CALL_TIMEOUTS = { connectMs: 2_000, requestMs: 4_000 };

const TITLE: LocalizedText = { en: "The license server's clock against the laptop's", 'zh-CN': '授权服务器时钟与本机时钟对比' };

/** The step when no server can be asked: `why` says why, in both languages. */
export function serverClockUnavailable(why: LocalizedText): PreflightStep {
  return {
    id: 'clock.server',
    verdict: 'skipped',
    title: TITLE,
    detail: { en: `Not available: ${why.en}`, 'zh-CN': `无法检查：${why['zh-CN']}` },
  };
}

const seconds = (ms: number): string => `${ms > 0 ? '+' : ms < 0 ? '−' : '±'}${Math.abs(Math.round(ms / 1000))}`;

/** Asks `url` for the time and compares it with the laptop's clock; a template's placeholder is never asked. Never throws. */
export async function serverClockStep(http: Pick<HttpClient, 'request'>, url: string): Promise<PreflightStep> {
  let service = url;
  try {
    service = new URL(url).origin;
  } catch {
    return serverClockUnavailable({
      en: `"${url}" is not an http:// or https:// address.`,
      'zh-CN': `“${url}”不是 http:// 或 https:// 地址。`,
    });
  }
  if (placeholderIn(url) !== null) {
    return serverClockUnavailable({
      en: `${service} is a placeholder from a template; it is not asked.`,
      'zh-CN': `${service} 是模板中的占位地址，不会向其询问。`,
    });
  }
  let skewMs: number | null;
  let unreadable: string | null;
  let stampedBy: string | null;
  try {
    const response = await http.request({ url, method: 'GET', timeouts: CLOCK_CALL_TIMEOUTS, label: "the license server's clock" });
    // A gateway in front of a server that is down answers 502, 503 or 504 with its own Date: that is
    // the gateway's clock, and passing the check on it would vouch for a server nobody reached.
    if (response.status >= 500) {
      return {
        ...serverClockUnavailable({
          en: `${service} answered HTTP ${response.status}, an error that a gateway in front of the server may have written, so its Date is not taken for the server's time.`,
          'zh-CN': `${service} 返回了 HTTP ${response.status}，这是服务器前面的网关也可能写出的错误应答，因此不把其 Date 当作服务器的时间。`,
        }),
        facts: { service, status: response.status },
      };
    }
    const server = response.headers.server;
    stampedBy = dateStampedBy(Array.isArray(server) ? server.join(', ') : server);
    skewMs = response.clockSkewMs;
    const date = response.headers.date;
    unreadable = unreadableDate(date === undefined ? [] : Array.isArray(date) ? date : [date]);
  } catch (error) {
    const code = error instanceof ConsoleError ? error.code : 'HTTP_NETWORK';
    return {
      ...serverClockUnavailable({
        en: `${service} did not answer (${code}); the steps above say why.`,
        'zh-CN': `${service} 没有应答（${code}）；原因见上面的检查项。`,
      }),
      facts: { service, code },
    };
  }
  if (skewMs === null && unreadable !== null) {
    return {
      ...serverClockUnavailable({
        en: `${service} answered with a Date header that is not an HTTP date (“${unreadable}”), so its time is not known.`,
        'zh-CN': `${service} 的应答中 Date 头不是 HTTP 日期（“${unreadable}”），无法得知其时间。`,
      }),
      facts: { service, date: unreadable },
    };
  }
  if (skewMs === null) {
    return {
      ...serverClockUnavailable({
        en: `${service} answered without a Date header, so its time is not known.`,
        'zh-CN': `${service} 的应答没有 Date 头，无法得知其时间。`,
      }),
      facts: { service },
    };
  }
  const s = seconds(skewMs);
  // nginx and its kind write their own Date unless told not to: say whose clock it may be.
  const by: LocalizedText = stampedBy
    ? {
        en: ` The Date came from ${stampedBy}, which may be a gateway's own clock rather than the server's.`,
        'zh-CN': `Date 来自 ${stampedBy}，可能是网关自己的时钟，而不是服务器的时钟。`,
      }
    : { en: '', 'zh-CN': '' };
  const stamped = stampedBy ? { stampedBy } : {};
  if (Math.abs(skewMs) > CLOCK_SKEW_WARN_MS) {
    return {
      id: 'clock.server',
      verdict: 'warn',
      title: TITLE,
      detail: {
        en: `${service}'s clock is ${s} s off the laptop's (over ${CLOCK_SKEW_WARN_MS / 1000} s): activation and expiry times may be judged wrong. Check the laptop's date, time and time zone, and the server's time (NTP).${by.en}`,
        'zh-CN': `${service} 的时钟与本机相差 ${s} 秒（超过 ${CLOCK_SKEW_WARN_MS / 1000} 秒）：激活和到期时间可能被误判。请检查本机的日期、时间和时区，以及服务器的时间（NTP）。${by['zh-CN']}`,
      },
      facts: { service, skewMs, ...stamped },
    };
  }
  return {
    id: 'clock.server',
    verdict: 'pass',
    title: TITLE,
    detail: {
      en: `${service}'s clock is ${s} s off the laptop's.${by.en}`,
      'zh-CN': `${service} 的时钟与本机相差 ${s} 秒。${by['zh-CN']}`,
    },
    facts: { service, skewMs, ...stamped },
  };
}
