// The HTTP client's answer codes: an answer too large, cut short or not decodable.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { httpAnswerCodes } from '../codes/http-answer';

export const httpAnswerExplanations = defineExplanations<typeof httpAnswerCodes>()({
  HTTP_TOO_LARGE: {
    explain: {
      en: {
        causes: [
          'The address points at something other than the site service: a file download, a web application, a log viewer.',
          'A gateway answers with a large error page or a redirect target in place of the service.',
        ],
        next: [
          'Check the address in the site profile (or selfhosted.baseUrl) against the site’s service list.',
          'Run Check the active profile; export the call with Export HAR… if the site vendor needs to see it.',
        ],
      },
      'zh-CN': {
        causes: ['地址指向的不是站点服务：文件下载、Web 应用、日志查看器。', '网关返回了大的错误页面或跳转目标，而不是服务本身。'],
        next: [
          '对照站点的服务清单核对站点配置档（或 selfhosted.baseUrl）中的地址。',
          '点击“检查当前配置档”；如果站点厂商需要查看，请用“导出 HAR…”导出该调用。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_DECOMPRESSION_BOMB: {
    explain: {
      en: {
        causes: [
          'A gateway or proxy compresses something that is not the service’s answer (a large file, a broken page), or the address is not the site service.',
          'Something on the path is hostile; the console refuses such answers to protect the laptop.',
        ],
        next: [
          'Check the address in the site profile (or selfhosted.baseUrl).',
          'Export the call with Export HAR… and send it to the site administrator, asking what the gateway in between serves at that address.',
        ],
      },
      'zh-CN': {
        causes: [
          '网关或代理压缩的不是服务的应答（大文件、损坏的页面），或者地址不是站点服务。',
          '链路上有恶意内容；控制台拒绝此类应答以保护笔记本。',
        ],
        next: [
          '核对站点配置档（或 selfhosted.baseUrl）中的地址。',
          '用“导出 HAR…”导出该调用发给站点管理员，询问中间的网关在该地址提供的是什么。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_BAD_CONTENT_CODING: {
    explain: {
      en: {
        causes: [
          'A gateway (nginx with gzip or gunzip, a load balancer) labels the answer as compressed but sends it plain, or compresses it twice.',
          'A proxy on the site’s network rewrites bodies and keeps the old header.',
        ],
        next: [
          'Export the call with Export HAR… from the Site call log.',
          'Send it to the site administrator, asking them to check the gateway’s compression settings for that route.',
          'Meanwhile try the direct route if the profile has one.',
        ],
      },
      'zh-CN': {
        causes: [
          '网关（启用 gzip 或 gunzip 的 nginx、负载均衡器）把应答标记为压缩，实际却未压缩，或压缩了两次。',
          '站点网络中的代理改写了正文却保留了原来的头部。',
        ],
        next: [
          '在“站点调用记录”中用“导出 HAR…”导出该调用。',
          '发给站点管理员，请其检查该路由上网关的压缩设置。',
          '在此期间，如果配置档有直连路由，可以试试直连。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_BODY_CUT_SHORT: {
    explain: {
      en: {
        causes: [
          'A gateway or proxy cut the compressed answer off (a buffer or size limit, a timeout while relaying).',
          'The network dropped during the answer (weak Wi-Fi, a VPN reconnect).',
        ],
        next: [
          'Try again on a steady network.',
          'If it repeats, export the call with Export HAR… and ask the site administrator to check the gateway’s buffer and timeout settings.',
        ],
      },
      'zh-CN': {
        causes: ['网关或代理截断了压缩的应答（缓冲区或大小限制、转发超时）。', '应答期间网络中断（Wi-Fi 信号弱、VPN 重连）。'],
        next: ['在稳定的网络下重试。', '如果反复出现，请用“导出 HAR…”导出该调用，请站点管理员检查网关的缓冲区和超时设置。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_HEADERS_TOO_LARGE: {
    explain: {
      en: {
        causes: [
          'A proxy or single sign-on gateway in between adds many or very long headers (cookies, tracing), or the address is a web application rather than the service.',
        ],
        next: [
          'Check the address in the site profile (or selfhosted.baseUrl).',
          'Export the call with Export HAR… and ask the site administrator which proxy adds headers on that path.',
        ],
      },
      'zh-CN': {
        causes: ['中间的代理或单点登录网关添加了大量或很长的头部（Cookie、跟踪信息），或者地址是 Web 应用而不是服务。'],
        next: ['核对站点配置档（或 selfhosted.baseUrl）中的地址。', '用“导出 HAR…”导出该调用，询问站点管理员该路径上哪个代理添加了头部。'],
      },
    },
    guide: 'when-a-call-fails',
  },
  HTTP_INTERIM_ANSWER: {
    explain: {
      en: {
        causes: [
          'A proxy or old gateway sends 100 Continue or 102 Processing where the console expects the final answer.',
          'The service’s web server is set up to send interim answers that the site API does not use.',
        ],
        next: [
          'Export the call with Export HAR… and send it to the site administrator, naming the proxy or gateway on that route.',
          'Meanwhile try another route (direct or gateway) if the profile has one.',
        ],
      },
      'zh-CN': {
        causes: [
          '代理或旧网关在控制台等待最终应答时发送了 100 Continue 或 102 Processing。',
          '服务的 Web 服务器被配置为发送站点 API 不使用的中间应答。',
        ],
        next: [
          '用“导出 HAR…”导出该调用发给站点管理员，并说明该路由上的代理或网关。',
          '在此期间，如果配置档有其他路由（直连或网关），可以换一个试试。',
        ],
      },
    },
    guide: 'when-a-call-fails',
  },
});
