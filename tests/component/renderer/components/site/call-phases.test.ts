// One E2 call, shown twice: the Site call log's record and the chain picture of that call say its phases
// (connect, first byte, body) in the same words, in each language (issue 32: they were translated two
// ways, 报文 and 正文, with different English).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainCallOfRecord, chainOf } from '../../../../../main/site/chain';
import type { HttpClient } from '../../../../../main/http/client';
import type { ConsoleRuntime } from '../../../../../main/console';
import type { SiteCallRecord } from '../../../../../shared/api';
import type { SiteProfile } from '../../../../../shared/site';
import { installBridge } from '../../support/fake-bridge';
import { LANGUAGES, mountIn } from '../../support/mount-area';

let runtime: ConsoleRuntime;
beforeAll(() => {
  runtime = installBridge({ keyring: null });
});
afterAll(async () => {
  await runtime.close();
});

const PROFILE = {
  profileVersion: 1,
  name: 'Phases site',
  services: { organization: 'http://org.test/organization', elevator: 'http://elevator.test/elevator-app' },
  defaultRoute: 'direct',
  auth: { type: 'none' },
  timeouts: { connectMs: 3000, requestMs: 10000 },
} as unknown as SiteProfile;
/** An HTTP client for a site that reveals nothing behind the elevator application (no network in a component test). */
const silent = { request: async () => ({ status: 404, text: () => '' }) } as unknown as HttpClient;

const recordWith = (timings: SiteCallRecord['timings']): SiteCallRecord =>
  ({
    id: '4bf92f3577b34da6a3ce929d0e0e4736',
    at: '2026-11-28T10:00:00.000Z',
    profileName: 'Phases site',
    operation: 'addVisitor',
    route: 'direct',
    method: 'POST',
    url: 'http://elevator.test/elevator-app/elevator/person/add/visitor',
    traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    requestBody: '{"visitorId":"V1"}',
    responseBody: '{"success":true,"code":"0","message":"ok","data":true}',
    status: 200,
    timings,
    durationMs: 45.1,
    outcome: 'success',
    code: '0',
    category: null,
    error: null,
    response: null,
  }) as unknown as SiteCallRecord;

const WORDS = {
  en: { fresh: 'connect 3 ms · first byte 41 ms · body 0.4 ms', reused: 'connect reused · first byte 30 ms · body 2 ms' },
  'zh-CN': { fresh: '连接 3 毫秒 · 首字节 41 毫秒 · 正文 0.4 毫秒', reused: '连接 复用 · 首字节 30 毫秒 · 正文 2 毫秒' },
};

describe.each(LANGUAGES)('a call’s phases in %s', (language) => {
  it.each([
    ['fresh', { connectMs: 3.4, firstByteMs: 41.2, bodyMs: 0.43, totalMs: 45.1 }],
    ['reused', { connectMs: null, firstByteMs: 30.2, bodyMs: 1.6, totalMs: 31.8 }],
  ] as const)('the call log and the chain picture say a %s connection’s phases in the same words', async (kind, timings) => {
    const record = recordWith(timings);
    const { default: SiteCallRecordView } = await import('../../../../../renderer/components/site/SiteCallRecordView.vue');
    const { default: SiteChainPicture } = await import('../../../../../renderer/components/site/SiteChainPicture.vue');
    const log = (await mountIn(SiteCallRecordView, language, { props: { record } })).wrapper;
    const chain = await chainOf(silent, PROFILE, chainCallOfRecord(record));
    const picture = (await mountIn(SiteChainPicture, language, { props: { chain } })).wrapper;

    const words = WORDS[language][kind];
    expect(log.get('[data-testid="site-call-phases"]').text()).toBe(`(${words})`);
    const consoleFact = picture
      .findAll('.facts li')
      .map((li) => li.text())
      .find((fact) => fact.includes(words));
    expect(consoleFact, picture.text()).toBeDefined();
    log.unmount();
    picture.unmount();
  });
});
