// What a portable folder and the environment may hand the vendor library (issue 31, F3 b and F8): a
// settings.json planted on the stick loads nothing until confirmed, and the host process gets a
// minimal environment.
import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { LibraryApprovals, libraryCandidate } from '../../../../../../main/auth/backends/licensevendor/library-approval';
import { chooseDataDir, PORTABLE_DATA_DIR_NAME, PORTABLE_MARKER } from '../../../../../../main/data-dir';
import { tattletaleDouble } from '../../../../../native/licensevendor-double';
import { documentText, groupAndWorldEachTest, licenseCli as cli } from './support';

const scratch = groupAndWorldEachTest();

describe('what a portable folder and the environment may hand the vendor library (issue 31, F3 b and F8)', () => {
  /** A portable copy on a stick: the marker, and its data folder beside it; the laptop's own directory elsewhere. */
  function portable(): { stick: string; data: string; env: NodeJS.ProcessEnv; laptopDir: () => string } {
    const stick = scratch.world.file('stick');
    const data = join(stick, PORTABLE_DATA_DIR_NAME);
    mkdirSync(data, { recursive: true });
    writeFileSync(join(stick, PORTABLE_MARKER), '');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORTABLE_EXECUTABLE_DIR: stick,
      XDG_CONFIG_HOME: scratch.world.file('laptop-config'),
      HOME: scratch.world.file('laptop-home'),
    };
    delete env.SITE_CONSOLE_DATA_DIR;
    // The laptop's own directory for this copy, as the console chooses it (never the stick).
    return { stick, data, env, laptopDir: () => chooseDataDir(env).secretsDir };
  }

  it('a settings.json planted in the portable folder, with a library and a profile from the stick: nothing loaded, words that say to confirm it', async () => {
    const { stick, data, env, laptopDir } = portable();
    const report = scratch.world.file('loaded.txt');
    const library = join(stick, 'liblicensevendor.so');
    writeFileSync(library, readFileSync(tattletaleDouble(report)));
    const profile = join(stick, 'profile.json');
    writeFileSync(profile, JSON.stringify({ name: 'from the stick' }));
    await writeFile(
      join(data, 'settings.json'),
      JSON.stringify({ language: null, licensevendorLibrary: library, licensevendorAbiProfile: profile }),
    );
    // An approval planted beside it approves nothing: approvals are the laptop's.
    const planted = await libraryCandidate(library, profile);
    await new LibraryApprovals(data).add(planted);
    const config = scratch.world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));

    const checked = await cli(['check', '--config', config, '--json', 'floor.assign'], env);
    expect(checked.code).toBe(2);
    const out = JSON.parse(checked.stdout) as { ok: boolean; problem: { code: string; words: { en: string; 'zh-CN': string } } };
    expect(out.ok).toBe(false);
    expect(out.problem.code).toBe('LICENSEVENDOR_LIBRARY_NOT_APPROVED');
    expect(out.problem.words.en).toContain('has not been confirmed on this computer, so nothing was loaded');
    expect(out.problem.words.en).toContain('“Confirm library”');
    expect(out.problem.words['zh-CN']).toContain('尚未在本机确认');
    const text = await cli(['check', '--config', config, 'floor.assign', '--lang', 'zh-CN'], env);
    expect(text.stderr).toContain('确认库');
    expect(existsSync(report)).toBe(false);
    expect(await scratch.world.calls()).toEqual([]);

    // Confirmed on this laptop (as the window's dialog keeps it): then it runs.
    expect(laptopDir().startsWith(stick)).toBe(false);
    await new LibraryApprovals(laptopDir()).add(planted);
    const approved = await cli(['check', '--config', config, '--json', 'floor.assign'], env);
    expect(JSON.parse(approved.stdout)).toMatchObject({ ok: true, results: [{ key: 'floor.assign', reason: 'licensed' }] });
    expect(existsSync(report)).toBe(true);
  }, 60_000);

  it('the host process gets a minimal environment: never SITE_CONSOLE_SECRETS_PASSPHRASE or the engineer’s other variables', async () => {
    const report = scratch.world.file('environment.txt');
    const config = scratch.world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
    const passphrase = 'correct horse battery staple 31';
    const env = { ...process.env, SITE_CONSOLE_SECRETS_PASSPHRASE: passphrase, SITE_GATEWAY_TOKEN: 'tok-f8-secret', LC_ALL: 'C.UTF-8' };
    const checked = await cli(
      [
        'check',
        '--config',
        config,
        '--state-dir',
        scratch.world.file('state'),
        '--json',
        '--vendor-library',
        tattletaleDouble(report),
        'floor.assign',
      ],
      env,
    );
    expect(JSON.parse(checked.stdout)).toMatchObject({ results: [{ reason: 'licensed' }] });
    const seen = readFileSync(report, 'utf8');
    const names = seen
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(0, l.indexOf('=')));
    expect(seen).not.toContain(passphrase);
    expect(seen).not.toContain('tok-f8-secret');
    expect(names.filter((n) => n.startsWith('SITE_'))).toEqual([]);
    // What the loader and the vendor runtime need is there.
    expect(names).toEqual(expect.arrayContaining(['PATH', 'LC_ALL', 'LV_DOUBLE_LICENSES']));
  }, 60_000);
});
