import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecretStore } from '../../../../main/secrets';
import { parseProfileText, PROFILES_FILE, SiteProfileStore } from '../../../../main/site/profiles';
import type { ConsoleError } from '../../../../shared/errors';
import type { SiteProfile } from '../../../../shared/site';
import type { ProfileProblem } from '../../../../shared/site-profile';

const TOKEN = 'bearer-token-abcdef-123';
const base: SiteProfile = {
  profileVersion: 1,
  name: 'North campus',
  services: { organization: 'http://10.0.0.5:8080/organization', elevator: 'http://10.0.0.6:8080/elevator-app' },
  gateway: { baseUrl: 'https://gw.site.local', prefixes: { organization: '/gw/organization', elevator: '/gw/elevator-app' } },
  defaultRoute: 'gateway',
  auth: { type: 'bearer', token: TOKEN },
  tls: { pinSha256: 'AB:'.repeat(31) + 'AB' },
  timeouts: { connectMs: 3000, requestMs: 10000 },
};

function storeIn(): { store: SiteProfileStore; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'site-console-profiles-'));
  return { store: new SiteProfileStore(dir, () => openSecretStore({ dataDir: dir, keyring: null })), dir };
}

const problemsOf = (error: unknown): ProfileProblem[] => ((error as ConsoleError).details?.problems ?? []) as ProfileProblem[];

describe('site profiles', () => {
  it('saves a profile with its token in the secrets store, never in the profiles file', async () => {
    const { store, dir } = storeIn();
    const saved = await store.save(null, base);
    expect(saved.secretSet).toBe(true);
    expect(saved.profile.auth).toEqual({ type: 'bearer' });
    expect(readFileSync(join(dir, PROFILES_FILE), 'utf8')).not.toContain(TOKEN);
    const { profiles, activeId } = await store.list();
    expect(activeId).toBe(saved.id);
    expect(profiles).toHaveLength(1);
    expect(JSON.stringify(profiles)).not.toContain(TOKEN);
    expect((await store.resolve()).auth).toEqual({ type: 'bearer', token: TOKEN });
  });

  it('keeps the secret when an edit leaves the token out, and drops it when auth becomes none', async () => {
    const { store } = storeIn();
    const { id } = await store.save(null, base);
    await store.save(id, { ...base, name: 'Renamed', auth: { type: 'bearer' } });
    expect(await store.resolve(id)).toMatchObject({ name: 'Renamed', auth: { token: TOKEN } });
    const none = await store.save(id, { ...base, auth: { type: 'none' } });
    expect(none.secretSet).toBe(false);
    await store.save(id, { ...base, auth: { type: 'bearer' } });
    expect(await store.resolve(id)).toMatchObject({ auth: { type: 'bearer', token: '' } });
  });

  it('duplicates, switches the active profile and deletes', async () => {
    const { store } = storeIn();
    const first = await store.save(null, base);
    const copy = await store.duplicate(first.id);
    expect(copy.profile.name).toBe('North campus (copy)');
    expect((await store.resolve(copy.id)).auth).toEqual({ type: 'bearer', token: TOKEN });
    await store.setActive(copy.id);
    expect((await store.list()).activeId).toBe(copy.id);
    await store.delete(copy.id);
    expect((await store.list()).activeId).toBe(first.id);
    await expect(store.delete(copy.id)).rejects.toMatchObject({ category: 'not-found', code: 'SITE_PROFILE_NOT_FOUND' });
  });

  it('exports without secrets and says which were left out; the export imports again', async () => {
    const { store } = storeIn();
    const { id } = await store.save(null, { ...base, auth: { type: 'header', name: 'X-Api-Key', value: 'header-secret-xyz' } });
    const exported = await store.exportProfile(id);
    expect(exported.text).not.toContain('header-secret-xyz');
    expect(exported.secretsLeftOut).toEqual(['auth.value']);
    const imported = await store.importText(exported.text);
    // The exported profile is still there: the import takes a name of its own.
    expect(imported.profile.name).toBe('North campus (2)');
    expect(imported.secretSet).toBe(false);
  });

  it('never stores two profiles under one name: a new one takes the next free name, a rename to a taken one is refused', async () => {
    const { store } = storeIn();
    const text = JSON.stringify({ ...base, auth: { type: 'none' } });
    const names = [];
    for (let i = 0; i < 3; i++) names.push((await store.importText(text)).profile.name);
    expect(names).toEqual(['North campus', 'North campus (2)', 'North campus (3)']);
    const copy = await store.duplicate((await store.list()).profiles[0]!.id);
    const again = await store.duplicate((await store.list()).profiles[0]!.id);
    expect([copy.profile.name, again.profile.name]).toEqual(['North campus (copy)', 'North campus (copy) (2)']);
    // Renaming in the form to another profile's name: refused, nothing changed.
    const error = await store.save(copy.id, { ...base, auth: { type: 'none' }, name: 'North campus (2)' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ category: 'usage', code: 'SITE_PROFILE_NAME_TAKEN', details: { name: 'North campus (2)' } });
    expect((await store.resolve(copy.id)).name).toBe('North campus (copy)');
    // Saving a profile under its own name is no clash.
    await store.save(copy.id, { ...base, auth: { type: 'none' }, name: 'North campus (copy)' });
    // A name at the longest a profile may have still fits with its number.
    const long = 'L'.repeat(120);
    await store.importText(JSON.stringify({ ...base, auth: { type: 'none' }, name: long }));
    const second = await store.importText(JSON.stringify({ ...base, auth: { type: 'none' }, name: long }));
    expect(second.profile.name).toBe(`${'L'.repeat(116)} (2)`);
    expect((await store.duplicate(second.id)).profile.name).toBe(`${'L'.repeat(113)} (copy)`);
    // Cut by characters, never inside one: a name of 120 characters beyond the BMP keeps whole ones.
    const wide = '楼🏢'.repeat(60);
    await store.importText(JSON.stringify({ ...base, auth: { type: 'none' }, name: wide }));
    const wideAgain = await store.importText(JSON.stringify({ ...base, auth: { type: 'none' }, name: wide }));
    expect(wideAgain.profile.name).toBe(`${[...wide].slice(0, 116).join('')} (2)`);
    expect(new Set((await store.list()).profiles.map((p) => p.profile.name)).size).toBe((await store.list()).profiles.length);
  });

  it('refuses an invalid profile with every problem at its pointer, in en and zh-CN, and saves nothing', async () => {
    const { store } = storeIn();
    const bad = {
      ...base,
      services: { organization: 'ftp://x', elevator: '' },
      defaultRoute: 'bus',
      timeouts: { connectMs: 0, requestMs: 10 },
      extra: 1,
    };
    const error = await store.save(null, bad).catch((e: unknown) => e);
    expect(error).toMatchObject({ category: 'validation', code: 'SITE_PROFILE_INVALID' });
    const problems = problemsOf(error);
    expect(problems.map((p) => p.pointer).sort()).toEqual(
      ['/defaultRoute', '/extra', '/services/elevator', '/services/organization', '/timeouts/connectMs'].sort(),
    );
    const organization = problems.find((p) => p.pointer === '/services/organization')!;
    expect(organization.text.en).toContain('http:// or https://');
    expect(organization.text['zh-CN']).toContain('http:// 或 https://');
    expect((await store.list()).profiles).toHaveLength(0);
  });

  it('reads the line `site-console site` prints, and says what is wrong with a file that is not JSON', () => {
    expect(parseProfileText(JSON.stringify({ profile: base, state: {} }), 'site.json').name).toBe('North campus');
    expect(() => parseProfileText('{ name: x', 'p.json')).toThrow(/p\.json is not JSON/);
    try {
      parseProfileText(JSON.stringify({ ...base, profileVersion: 2 }), 'p.json');
    } catch (error) {
      expect(problemsOf(error)[0]).toMatchObject({ pointer: '/profileVersion' });
    }
  });

  it('has no active profile at first and says what to do', async () => {
    const { store } = storeIn();
    await expect(store.resolve()).rejects.toMatchObject({ category: 'usage', code: 'SITE_NO_PROFILE' });
  });
});
