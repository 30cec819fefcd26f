// nginx as a site's gateway that requires a client certificate (`ssl_verify_client on`) in front of
// the reference site: nginx finishes the handshake whatever the certificate and answers HTTP 400
// with a page of its own, which the site client reads as the client certificate's refusal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../main/http/client';
import { SiteCallLog } from '../../../../main/site/call-log';
import { SiteClient } from '../../../../main/site/site-client';
import type { SiteClientCertificate, SiteProfile } from '../../../../shared/site';
import type { RunningSite } from '../../../../sim/index';
import { nginxInstalled, startNginx, type RunningNginx } from '../../nginx';
import { rulesOf, startTestSite } from '../../sim/site-helpers';
import { makeMutualTlsPki, type MutualTlsPki } from '../http/tls-fixture';

describe.skipIf(!nginxInstalled())(
  'nginx requiring a client certificate as the gateway (skipped: /usr/sbin/nginx is not installed; apt-get install nginx-light)',
  () => {
    const http = new HttpClient();
    const client = new SiteClient(http, new SiteCallLog(mkdtempSync(join(tmpdir(), 'site-mtls-gateway-log-'))));
    let site: RunningSite;
    let pki: MutualTlsPki;
    let nginx: RunningNginx;
    let gateway = '';

    beforeAll(async () => {
      site = await startTestSite();
      pki = makeMutualTlsPki();
      const dir = pki.dir;
      nginx = await startNginx(
        (port) => `    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${dir}/server.pem; ssl_certificate_key ${dir}/server.key;
    ssl_client_certificate ${dir}/ca.pem; ssl_verify_client on;
    location / { proxy_pass ${site.profile.gateway!.baseUrl}; proxy_http_version 1.1; }`,
        { dir },
      );
      gateway = `https://127.0.0.1:${nginx.port}`;
    });

    afterAll(async () => {
      nginx?.stop();
      await http.close();
      await site?.close();
      rmSync(pki.dir, { recursive: true, force: true });
    });

    /** The reference site's profile with nginx as its gateway, trusting the test CA, with `certificate` for the gateway. */
    const through = (certificate?: SiteClientCertificate): SiteProfile => ({
      ...site.profile,
      gateway: { ...site.profile.gateway!, baseUrl: gateway },
      tls: { caFile: pki.file('ca.pem'), ...(certificate ? { serviceClientCertificates: { gateway: certificate } } : {}) },
    });

    it('with the PKCS#12 certificate: L1 arrives as it does straight from the site, and L2 is written on the site', async () => {
      const profile = through({ type: 'pkcs12', file: pki.file('client.p12'), passphrase: pki.p12Passphrase });
      const viaNginx = await client.personDetail(profile, 'P2', { route: 'gateway' });
      expect(viaNginx.outcome, `${JSON.stringify(viaNginx.error)} ${nginx.stderr()}`).toBe('success');
      expect(viaNginx.envelope).toEqual((await client.personDetail(site.profile, 'P2', { route: 'direct' })).envelope);
      const access = await client.addVisitorAccess(profile, 'V2', ['A-02'], { route: 'gateway' });
      expect([access.outcome, access.data]).toEqual(['success', true]);
      expect(await rulesOf(site, 'V2')).toEqual(['A-02']);
      // The direct route does not go through nginx: no certificate is needed there.
      expect((await client.probe(profile, 'personDetail', 'direct')).error?.category).not.toBe('tls');
    });

    it('without a certificate: nginx’s HTTP 400 page is read as the client certificate required (category tls), not as an HTTP status', async () => {
      const probe = await client.probe(through(), 'personDetail', 'gateway');
      expect(probe.outcome).toBe('failure');
      expect([probe.error?.category, probe.error?.code]).toEqual(['tls', 'HTTP_TLS_CLIENT_CERT_REQUIRED']);
      expect(probe.error?.details).toMatchObject({ status: 400, reason: expect.stringContaining('No required SSL certificate was sent') });
    });

    it('with a certificate nginx did not issue: read as the client certificate refused', async () => {
      const probe = await client.probe(
        through({ type: 'pem', certFile: pki.file('stranger.pem'), keyFile: pki.file('stranger.key') }),
        'addVisitor',
        'gateway',
      );
      expect([probe.error?.category, probe.error?.code]).toEqual(['tls', 'HTTP_TLS_CLIENT_CERT_REFUSED']);
      expect(probe.error?.message).toContain('refused the client certificate');
    });
  },
);
