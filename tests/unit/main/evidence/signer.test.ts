// Who signed a pack: this installation, a key trusted under a name (from a pack, a fingerprint or
// a key exported by an earlier installation), the key given with --expect, or nobody this console
// knows (exit 4, with the fingerprint to compare by phone). Two installations are two data
// directories; the real command line is run for the exit code an engineer's script sees.
import { execFile } from 'node:child_process';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { evidenceCommand } from '../../../../main/cli/commands/evidence';
import { handoverCommand } from '../../../../main/cli/commands/handover';
import { KNOWN_KEYS_FILE } from '../../../../main/evidence/known-keys';
import { readAloud } from '../../../../shared/evidence';
import { checkedCliOutput } from '../../shared/api/cli-output-check';

const root = join(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'site-console-signer-'));
const first = join(dir, 'first-installation');
const next = join(dir, 'next-installation');
const pack = join(dir, 'first.zip');
let ownFingerprint = '';
const PASSPHRASE = 'signer test passphrase';

async function run(
  dataDir: string,
  args: string[],
  command: (args: string[]) => Promise<number> = evidenceCommand,
): Promise<{ code: number; out: string }> {
  vi.stubEnv('SITE_CONSOLE_DATA_DIR', dataDir);
  // Sealed with a passphrase: without one, where no keyring answers, every command would also say on stderr,
  // which this output shares, that the signing key is in clear (tests/unit/main/secrets/secrets-at-rest-cli.test.ts).
  vi.stubEnv('SITE_CONSOLE_SECRETS_PASSPHRASE', PASSPHRASE);
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  try {
    return { code: await command(args), out };
  } finally {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  }
}

/** The pack re-signed with a key made here: what a colleague with a fresh key would hand over. */
function resignedWithAnotherKey(from: string, name: string): { path: string; fingerprint: string } {
  const entries = unzipSync(readFileSync(from));
  const other = generateKeyPairSync('ed25519');
  const publicKey = other.publicKey.export({ type: 'spki', format: 'der' });
  const fingerprint = `sha256:${createHash('sha256').update(publicKey).digest('hex')}`;
  const manifest = JSON.parse(Buffer.from(entries['manifest.json'] as Uint8Array).toString());
  entries['manifest.json'] = strToU8(JSON.stringify({ ...manifest, publicKey: publicKey.toString('base64'), fingerprint }));
  entries['manifest.sig'] = strToU8(sign(null, entries['manifest.json'], other.privateKey).toString('base64'));
  const path = join(dir, name);
  writeFileSync(path, zipSync(entries));
  return { path, fingerprint };
}

beforeAll(async () => {
  const exported = await run(first, ['export', '--out', pack, '--json']);
  expect(exported.code, exported.out).toBe(0);
  ownFingerprint = checkedCliOutput('evidence', exported.out).fingerprint;
});

afterEach(() => vi.restoreAllMocks());
afterAll(() => vi.unstubAllEnvs());

describe('the signer of an evidence pack', () => {
  it('a pack or report that cannot be written is exit 2 (1 is a changed pack), and --json says why, with its words', async () => {
    const nowhere = join(dir, 'no-such-folder');
    const exported = await run(first, ['export', '--out', join(nowhere, 'p.zip'), '--json']);
    expect(exported.code).toBe(2);
    expect(checkedCliOutput('evidence', exported.out.split('\n')[0]!)).toMatchObject({
      ok: false,
      error: {
        category: 'io',
        code: 'EVIDENCE_WRITE',
        details: { path: join(nowhere, 'p.zip') },
        words: { 'zh-CN': expect.stringContaining('无法') },
      },
    });
    const txt = await run(first, ['export', '--out', join(dir, 'p.txt'), '--json']);
    expect(txt.code).toBe(2);
    expect(checkedCliOutput('evidence', txt.out.split('\n')[0]!)).toMatchObject({ ok: false, error: { code: 'EVIDENCE_NOT_ZIP' } });
    expect(existsSync(join(dir, 'p.txt'))).toBe(false);
    const report = await run(first, ['report', '--pack', pack, '--out', join(nowhere, 'r.html'), '--json'], handoverCommand);
    expect(report.code).toBe(2);
    expect(checkedCliOutput('handover', report.out.split('\n')[0]!)).toMatchObject({
      ok: false,
      error: { category: 'io', code: 'HANDOVER_WRITE', words: { 'zh-CN': expect.stringContaining('无法将交接报告写入') } },
    });
    const notAPack = join(dir, 'visitors.csv');
    writeFileSync(notAPack, 'visitorId,floorIds\n');
    const refused = await run(first, ['report', '--pack', notAPack, '--out', join(dir, 'r.html'), '--json'], handoverCommand);
    expect(refused.code).toBe(2);
    expect(checkedCliOutput('handover', refused.out.split('\n')[0]!)).toMatchObject({
      ok: false,
      error: { code: 'HANDOVER_NOT_A_PACK', words: { 'zh-CN': expect.stringContaining('不是证据包') } },
    });
  });

  it('is this installation for its own pack, with the short form to read aloud', async () => {
    const { code, out } = await run(first, ['verify', pack, '--json']);
    expect(code, out).toBe(0);
    expect(checkedCliOutput('evidence', out).signer).toEqual({ kind: 'this-installation', fingerprint: ownFingerprint });
    const shown = await run(first, ['key', 'show']);
    expect(shown.out).toContain(`this installation: ${ownFingerprint} (read aloud: ${readAloud(ownFingerprint)})`);
    expect(readAloud(ownFingerprint)).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
  });

  it('re-signed with another key: intact, unknown signer, exit 4 over the real command line; trusted once added', async () => {
    const other = resignedWithAnotherKey(pack, 'other.zip');
    const cli = await promisify(execFile)(process.execPath, ['bin/site-console.js', 'evidence', 'verify', other.path], {
      cwd: root,
      env: { ...process.env, SITE_CONSOLE_DATA_DIR: first, SITE_CONSOLE_SECRETS_PASSPHRASE: PASSPHRASE },
    }).catch((e: unknown) => e as { code: number; stdout: string });
    expect((cli as { code?: number }).code).toBe(4);
    expect(cli.stdout).toContain(`intact, UNKNOWN SIGNER`);
    expect(cli.stdout).toContain(`read aloud: ${readAloud(other.fingerprint)}`);
    expect(cli.stdout).toContain(`site-console evidence trust ${other.path} --name`);

    const trusted = await run(first, ['trust', other.path, '--name', 'Li Wei']);
    expect(trusted.code, trusted.out).toBe(0);
    const again = await run(first, ['verify', other.path]);
    expect(again.code).toBe(0);
    expect(again.out).toContain(`intact: evidence pack of`);
    expect(again.out).toContain(`signed by "Li Wei"`);
    expect(statSync(join(first, KNOWN_KEYS_FILE)).mode & 0o777).toBe(0o600);

    // A key trusted by its fingerprint alone (read out in full) counts the same.
    const third = resignedWithAnotherKey(pack, 'third.zip');
    expect((await run(first, ['verify', third.path])).code).toBe(4);
    expect((await run(first, ['trust', third.fingerprint.toUpperCase().replace('SHA256:', ''), '--name', 'Zhang San'])).code).toBe(0);
    expect((await run(first, ['verify', third.path])).out).toContain('signed by "Zhang San"');
  });

  it('--expect: the right fingerprint (whole or read aloud) is 0, a wrong one is 4', async () => {
    const other = resignedWithAnotherKey(pack, 'expect.zip');
    expect((await run(next, ['verify', other.path, '--expect', other.fingerprint])).code).toBe(0);
    const aloud = await run(next, ['verify', other.path, '--expect', readAloud(other.fingerprint)]);
    expect(aloud.code).toBe(0);
    expect(aloud.out).toContain('signed by the expected key');
    const wrong = await run(next, ['verify', other.path, '--expect', ownFingerprint, '--json']);
    expect(wrong.code).toBe(4);
    expect(checkedCliOutput('evidence', wrong.out).signer).toEqual({
      kind: 'unknown',
      fingerprint: other.fingerprint,
      expected: ownFingerprint,
    });
    // A changed pack stays changed whatever is expected.
    const entries = unzipSync(readFileSync(other.path));
    entries['console.json'] = strToU8('{}');
    writeFileSync(join(dir, 'changed.zip'), zipSync(entries));
    expect((await run(next, ['verify', join(dir, 'changed.zip'), '--expect', other.fingerprint])).code).toBe(1);
  });

  it("a pack from another installation is known once that installation's public key is imported", async () => {
    const before = await run(next, ['verify', pack]);
    expect(before.code).toBe(4);
    const keyFile = join(dir, 'first-key.json');
    const exported = await run(first, ['key', 'export', '--out', keyFile, '--name', 'Wang Fang, laptop 7']);
    expect(exported.code, exported.out).toBe(0);
    const text = readFileSync(keyFile, 'utf8');
    expect(text).not.toContain('PRIVATE');
    expect(JSON.parse(text)).toMatchObject({
      format: 'site-console-evidence-key',
      name: 'Wang Fang, laptop 7',
      fingerprint: ownFingerprint,
    });
    const imported = await run(next, ['key', 'import', keyFile]);
    expect(imported.code, imported.out).toBe(0);
    const after = await run(next, ['verify', pack, '--json']);
    expect(after.code).toBe(0);
    expect(checkedCliOutput('evidence', after.out).signer).toMatchObject({
      kind: 'trusted',
      name: 'Wang Fang, laptop 7',
      fingerprint: ownFingerprint,
    });
  });

  it('refuses to trust a changed pack, a short fingerprint, or no name', async () => {
    expect((await run(next, ['trust', join(dir, 'changed.zip'), '--name', 'X'])).code).toBe(1);
    expect((await run(next, ['trust', readAloud(ownFingerprint), '--name', 'X'])).code).toBe(2);
    expect((await run(next, ['trust', pack])).code).toBe(2);
  });
});

describe('entries a zip tool shows differently from the verifier (issue 19, finding 10)', () => {
  const entriesOf = (): Record<string, Uint8Array> => unzipSync(readFileSync(pack));
  /** A zip with the given names in order (duplicates and `__proto__` included), stored. */
  function zipOf(named: [string, Uint8Array][]): string {
    // fflate's zipSync takes an object, which cannot hold a name twice or `__proto__`: write each
    // entry as its own zip and splice them with a fresh central directory.
    const parts = named.map(([name, bytes]) => ({
      name,
      zip: Buffer.from(zipSync({ [`${'x'.repeat(name.length)}`]: [bytes, { level: 0 }] })),
    }));
    const locals: Buffer[] = [];
    const centrals: Buffer[] = [];
    let offset = 0;
    for (const { name, zip } of parts) {
      const eocd = zip.length - 22;
      const cdOffset = zip.readUInt32LE(eocd + 16);
      const local = Buffer.from(zip.subarray(0, cdOffset));
      local.write(name, 30, 'utf8');
      const central = Buffer.from(zip.subarray(cdOffset, eocd));
      central.write(name, 46, 'utf8');
      central.writeUInt32LE(offset, 42);
      locals.push(local);
      centrals.push(central);
      offset += local.length;
    }
    const cd = Buffer.concat(centrals);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(parts.length, 8);
    end.writeUInt16LE(parts.length, 10);
    end.writeUInt32LE(cd.length, 12);
    end.writeUInt32LE(offset, 16);
    const path = join(dir, `spliced-${Math.random().toString(36).slice(2)}.zip`);
    writeFileSync(path, Buffer.concat([...locals, cd, end]));
    return path;
  }

  it('an extra entry named __proto__ is an added file, not hidden', async () => {
    const named = Object.entries(entriesOf());
    const { code, out } = await run(first, ['verify', zipOf([...named, ['__proto__', strToU8('{"x":1}')]]), '--json']);
    expect(code).toBe(1);
    expect(checkedCliOutput('evidence', out)).toMatchObject({ status: 'changed', added: ['__proto__'] });
    // The splice itself keeps an untouched pack intact.
    expect((await run(first, ['verify', zipOf(named)])).code).toBe(0);
  });

  it('a manifest listing constructor says the file is missing, without crashing', async () => {
    const entries = entriesOf();
    const other = generateKeyPairSync('ed25519');
    const publicKey = other.publicKey.export({ type: 'spki', format: 'der' });
    const manifest = JSON.parse(Buffer.from(entries['manifest.json'] as Uint8Array).toString());
    manifest.files.push({ path: 'constructor', size: 1, sha256: '0'.repeat(64) });
    entries['manifest.json'] = strToU8(
      JSON.stringify({
        ...manifest,
        publicKey: publicKey.toString('base64'),
        fingerprint: `sha256:${createHash('sha256').update(publicKey).digest('hex')}`,
      }),
    );
    entries['manifest.sig'] = strToU8(sign(null, entries['manifest.json'], other.privateKey).toString('base64'));
    writeFileSync(join(dir, 'constructor.zip'), zipSync(entries));
    const { code, out } = await run(first, ['verify', join(dir, 'constructor.zip'), '--json']);
    expect(code).toBe(1);
    expect(checkedCliOutput('evidence', out)).toMatchObject({ status: 'changed', removed: ['constructor'] });
  });

  it('a name twice in the zip is never intact, whichever copy a tool shows', async () => {
    const named = Object.entries(entriesOf());
    const [name, bytes] = named.find(([n]) => n === 'console.json') as [string, Uint8Array];
    const { code, out } = await run(first, ['verify', zipOf([...named, [name, strToU8(`${Buffer.from(bytes).toString()} `)]])]);
    expect(code).toBe(1);
    expect(out).toContain('twice in the zip: console.json');
  });
});
