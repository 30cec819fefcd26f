// The vendor library's host process gets only what the loader and the platform need, and the
// vendor runtime's own LV_* variables (issue 31, F8); the real process is proven in
// license-command.test.ts ("the host process gets a minimal environment").
import { describe, expect, it } from 'vitest';
import { hostEnvironment } from '../../../../../../main/auth/backends/licensevendor/host-environment';

describe('the host environment', () => {
  it("on Linux: PATH, HOME, the locale and LV_*, never the loader's search paths, SITE_CONSOLE_* or anything else", () => {
    const env = {
      PATH: '/usr/bin',
      HOME: '/home/eng',
      LANG: 'zh_CN.UTF-8',
      LC_ALL: 'C.UTF-8',
      LD_LIBRARY_PATH: '/opt/vendor/lib',
      LD_PRELOAD: '/tmp/evil.so',
      DYLD_LIBRARY_PATH: '/tmp',
      DYLD_FALLBACK_LIBRARY_PATH: '/tmp',
      DYLD_INSERT_LIBRARIES: '/tmp/evil.dylib',
      LV_VENDOR_LOG: '/tmp/lv.log',
      SITE_CONSOLE_SECRETS_PASSPHRASE: 'correct horse battery staple',
      SITE_CONSOLE_DATA_DIR: '/data',
      GITHUB_TOKEN: 'ghp_x',
      AWS_SECRET_ACCESS_KEY: 'y',
      NODE_OPTIONS: '--require /tmp/evil.js',
      path: 'lower-case is another variable on Linux',
    };
    expect(hostEnvironment(env, 'linux')).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/eng',
      LANG: 'zh_CN.UTF-8',
      LC_ALL: 'C.UTF-8',
      LV_VENDOR_LOG: '/tmp/lv.log',
    });
    // The loader's search paths of the engineer's shell would load the approved library's
    // dependencies from elsewhere, unapproved (issue 31, F2 review): never passed, on any system.
    for (const platform of ['linux', 'darwin'] as const) {
      expect(
        Object.keys(hostEnvironment(env, platform)).filter((name) => /^(LD|DYLD)_/.test(name)),
        platform,
      ).toEqual([]);
    }
  });

  it("on Windows: names in any letter case, PATH (how the loader finds a DLL's dependencies), what sockets and temporary files need; never the passphrase", () => {
    const env = {
      Path: 'C:\\Windows',
      SYSTEMROOT: 'C:\\Windows',
      windir: 'C:\\Windows',
      TEMP: 'C:\\T',
      tmp: 'C:\\T',
      USERPROFILE: 'C:\\Users\\e',
      Site_Console_Secrets_Passphrase: 'p',
      USERDOMAIN: 'CORP',
    };
    expect(hostEnvironment(env, 'win32')).toEqual({
      Path: 'C:\\Windows',
      SYSTEMROOT: 'C:\\Windows',
      windir: 'C:\\Windows',
      TEMP: 'C:\\T',
      tmp: 'C:\\T',
      USERPROFILE: 'C:\\Users\\e',
    });
  });
});
