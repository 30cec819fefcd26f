// Electron does not run on these machines; these tests assert the options and policy that the
// Electron glue hands to it, which is where the hardening is decided.
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../../main/csp';
import { APP_ORIGIN, REPORT_PDF_PARTITION, reportPdfWindowOptions, windowOptions } from '../../../../main/electron/window-options';

describe('BrowserWindow security options', () => {
  const prefs = windowOptions('/app/preload/index.cjs').webPreferences ?? {};

  it('isolates and sandboxes the renderer', () => {
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.preload).toBe('/app/preload/index.cjs');
  });

  it('prints the handover report in a hidden window: sandboxed, isolated, no preload, no JavaScript, a session of its own', () => {
    const options = reportPdfWindowOptions();
    const pdf = options.webPreferences ?? {};
    expect(options.show).toBe(false);
    expect(pdf.preload).toBeUndefined();
    expect(pdf).toMatchObject({
      javascript: false,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    });
    // In memory (no `persist:`), and not the window's session.
    expect(pdf.partition).toBe(REPORT_PDF_PARTITION);
    expect(REPORT_PDF_PARTITION).not.toMatch(/^persist:/);
  });

  it('serves the renderer from its own secure origin', () => {
    expect(APP_ORIGIN).toBe('app://renderer');
  });
});

describe('Content-Security-Policy', () => {
  const directives = new Map(
    CONTENT_SECURITY_POLICY.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

  it("allows scripts from 'self' only, never eval or inline", () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('denies by default and keeps connections on the own origin', () => {
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
