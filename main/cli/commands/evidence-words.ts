// What `site-console evidence` says, in every language the console speaks.
import { readAloud, type EvidenceVerdict } from '../../../shared/evidence';
import type { Language, LocalizedText } from '../../../shared/language';

/** The usage text. */
export const EVIDENCE_USAGE: LocalizedText = {
  en: `usage: site-console evidence export --out <file.zip> [--config <file>] [--profile <site.json>] [--json]
       site-console evidence verify <file.zip> [--expect <fingerprint>] [--json]
       site-console evidence trust <file.zip | fingerprint> --name <engineer> [--json]
       site-console evidence key show [--json]
       site-console evidence key export --out <file.json> [--name <engineer>] [--json]
       site-console evidence key import <file.json> [--name <engineer>] [--json]
       every action also takes [--passphrase-file <file>] [--lang en|zh-CN]

export writes the handover evidence pack of this console's data directory (SITE_CONSOLE_DATA_DIR):
the site profile (the window's active one, or the --profile file the command line worked with) and
the configuration document (the most recent one, or --config) without secrets, license activations,
the site call log, batch records, a manifest with the SHA-256 of every
file signed with this installation's key. verify checks every hash, the signature and who signed:
this installation, a key it trusts (with the name it was trusted under), or --expect's fingerprint
(the whole one or the 16-digit short form read aloud, e.g. 1B91-88DB-3A2C-77F0).
trust adds the key that signed a pack (or a whole fingerprint) to the known keys, under a name:
compare the fingerprint with the engineer by phone first. The known keys are kept on this laptop:
a portable copy's folder may carry a list of keys, but those are only offered (verify names them
and still exits 4) until you trust each one here. key export writes this installation's
PUBLIC key (never the private one) for the next installation to import with key import.
Exit status (verify): 0 intact and signed by a known key; 1 something was changed, added or removed;
2 not an evidence pack, usage, or a file that cannot be read or written (under --json, the
answer says why); 4 intact but signed by a key this console does not know (or not
the --expect one): compare the fingerprint printed with the sender, then trust it.
`,
  'zh-CN': `用法：site-console evidence export --out <文件.zip> [--config <文件>] [--profile <site.json>] [--json]
      site-console evidence verify <文件.zip> [--expect <指纹>] [--json]
      site-console evidence trust <文件.zip | 指纹> --name <工程师> [--json]
      site-console evidence key show [--json]
      site-console evidence key export --out <文件.json> [--name <工程师>] [--json]
      site-console evidence key import <文件.json> [--name <工程师>] [--json]
      每个操作还接受 [--passphrase-file <文件>] [--lang en|zh-CN]

export 写出本控制台数据目录（SITE_CONSOLE_DATA_DIR）的交接证据包：站点配置档（窗口当前使用的，
或命令行用 --profile 给出的）和配置文档（最近的一份，或 --config），均不含密钥；另含许可激活、
站点调用日志、批量记录，以及用本机安装密钥签名的清单（列出每个文件的 SHA-256）。
verify 检查每个哈希、签名和签名者：本机安装、已信任的密钥（及信任时的名称），或 --expect 给出的指纹
（完整指纹，或用于口头核对的 16 位简短形式，例如 1B91-88DB-3A2C-77F0）。
trust 以一个名称把签名证据包的密钥（或完整指纹）加入已知密钥：请先通过电话与工程师核对指纹。
已知密钥保存在本机：便携版文件夹可以带有密钥列表，但在您于本机逐一信任之前，它们只是“提供”的
（verify 会列出它们，但仍以 4 退出）。key export 写出本机安装的公钥（绝不写出私钥），
供下一台安装用 key import 导入。
退出状态（verify）：0 完整且由已知密钥签名；1 有内容被改动、添加或删除；
2 不是证据包、用法错误，或文件无法读写（使用 --json 时，应答说明原因）；
4 完整，但由本控制台不认识的密钥签名（或不是 --expect 给出的密钥）：请与发送者核对打印出的指纹，然后信任它。
`,
};

const en = {
  spoken: (fingerprint: string): string => `${fingerprint} (read aloud: ${readAloud(fingerprint)})`,
  byThisInstallation: (key: string): string => `signed by this installation's key ${key}`,
  byTrusted: (name: string, at: string, key: string): string => `signed by "${name}" (key trusted ${at}) ${key}`,
  byExpected: (key: string): string => `signed by the expected key ${key}`,
  notExpected: (key: string, expected: string): string => `signed by key ${key}, NOT the expected ${expected}`,
  byUnknown: (key: string): string => `signed by a key this console does not know: ${key}`,
  notAPack: (reason: string): string => `not an evidence pack: ${reason}`,
  changedWord: 'CHANGED',
  unknownWord: 'intact, UNKNOWN SIGNER',
  intactWord: 'intact',
  headline: (word: string, createdAt: string, signer: string): string => `${word}: evidence pack of ${createdAt}, ${signer}`,
  key: (fingerprint: string): string => `key ${fingerprint}`,
  signatureBroken: '  the signature of manifest.json does not hold: the manifest was changed',
  manifestByHand: '  the fingerprint in manifest.json is not that of its key: the manifest was made by hand',
  changed: (path: string): string => `  changed: ${path}`,
  added: (path: string): string => `  added: ${path}`,
  removed: (path: string): string => `  removed: ${path}`,
  duplicated: (path: string): string => `  twice in the zip: ${path} (unzip tools show either copy; not a pack as signed)`,
  offeredAs: (name: string): string =>
    `  The portable folder's list of keys offers this key as ${name}; it is not trusted on this laptop until you confirm it.`,
  compare:
    '  Compare this fingerprint with the engineer who made the pack (by phone, not by e-mail from the same sender); when it is the same:',
  trustCommand: (pack: string): string => `  site-console evidence trust ${pack} --name "<their name>"`,
  written: (out: string, files: number, key: string): string => `evidence pack written: ${out} (${files} files, key ${key})`,
  trusted: (key: string, name: string): string => `trusted: key ${key} as "${name}"`,
  notIntact: (target: string): string => `site-console evidence trust: ${target} is not an intact pack, so its key is not trusted:`,
  own: (key: string): string => `this installation: ${key}`,
  noOwn: 'this installation: no key yet (it is made with the first evidence pack or key export)',
  knownKey: (name: string, key: string, source: string, at: string): string => `trusted "${name}": ${key} (${source}, ${at})`,
  offeredKey: (name: string, key: string): string => `offered by the portable folder, NOT trusted on this laptop, as ${name}: ${key}`,
  keyWritten: (out: string, key: string): string => `public key written: ${out} (key ${key}); the private key stays in this installation`,
};

const zh: typeof en = {
  spoken: (fingerprint) => `${fingerprint}（口头核对：${readAloud(fingerprint)}）`,
  byThisInstallation: (key) => `由本机安装的密钥 ${key} 签名`,
  byTrusted: (name, at, key) => `由“${name}”签名（密钥信任于 ${at}）${key}`,
  byExpected: (key) => `由预期的密钥 ${key} 签名`,
  notExpected: (key, expected) => `由密钥 ${key} 签名，并非预期的 ${expected}`,
  byUnknown: (key) => `由本控制台不认识的密钥签名：${key}`,
  notAPack: (reason) => `不是证据包：${reason}`,
  changedWord: '已被改动',
  unknownWord: '完整，签名者未知',
  intactWord: '完整',
  headline: (word, createdAt, signer) => `${word}：${createdAt} 的证据包，${signer}`,
  key: (fingerprint) => `密钥 ${fingerprint}`,
  signatureBroken: '  manifest.json 的签名不成立：清单被改动过',
  manifestByHand: '  manifest.json 中的指纹与其密钥不符：清单是手工制作的',
  changed: (path) => `  已改动：${path}`,
  added: (path) => `  多出：${path}`,
  removed: (path) => `  缺失：${path}`,
  duplicated: (path) => `  在压缩包中出现两次：${path}（解压工具可能显示任一份；不是签名时的证据包）`,
  offeredAs: (name) => `  便携版文件夹的密钥列表以 ${name} 提供此密钥；在您确认之前，本机不信任它。`,
  compare: '  请与制作证据包的工程师核对此指纹（通过电话，而不是同一发送者的邮件）；一致时：',
  trustCommand: (pack) => `  site-console evidence trust ${pack} --name "<对方姓名>"`,
  written: (out, files, key) => `证据包已写出：${out}（${files} 个文件，密钥 ${key}）`,
  trusted: (key, name) => `已信任：密钥 ${key}，名称“${name}”`,
  notIntact: (target) => `site-console evidence trust：${target} 不是完整的证据包，因此不信任其密钥：`,
  own: (key) => `本机安装：${key}`,
  noOwn: '本机安装：尚无密钥（在第一次导出证据包或 key export 时生成）',
  knownKey: (name, key, source, at) => `已信任“${name}”：${key}（${source}，${at}）`,
  offeredKey: (name, key) => `便携版文件夹提供，本机未信任，名称 ${name}：${key}`,
  keyWritten: (out, key) => `公钥已写出：${out}（密钥 ${key}）；私钥留在本机安装中`,
};

/** The command's sentences, and its refusals in every language. */
export const EVIDENCE_WORDS = {
  en,
  'zh-CN': zh,
  exportTakes: { en: 'export takes --out <file.zip> and nothing else', 'zh-CN': 'export 只接受 --out <文件.zip>' } as LocalizedText,
  verifyTakes: { en: 'verify takes exactly one <file.zip>', 'zh-CN': 'verify 只接受一个 <文件.zip>' } as LocalizedText,
  trustTakes: {
    en: 'trust takes one <file.zip> or fingerprint and --name <engineer>',
    'zh-CN': 'trust 需要一个 <文件.zip> 或指纹，以及 --name <工程师>',
  } as LocalizedText,
  keyTakes: {
    en: 'key takes show, export --out <file.json> [--name …], or import <file.json> [--name …]',
    'zh-CN': 'key 接受 show、export --out <文件.json> [--name …] 或 import <文件.json> [--name …]',
  } as LocalizedText,
  unknownAction: (action: string | undefined): LocalizedText =>
    action
      ? { en: `unknown action "${action}"`, 'zh-CN': `未知操作“${action}”` }
      : { en: 'give export, verify, trust or key', 'zh-CN': '请给出 export、verify、trust 或 key' },
};

/** The words for who signed an intact pack. */
function signerLine(verdict: EvidenceVerdict, w: typeof en): string {
  const signer = verdict.signer;
  if (!signer) return '';
  switch (signer.kind) {
    case 'this-installation':
      return w.byThisInstallation(w.spoken(signer.fingerprint));
    case 'trusted':
      return w.byTrusted(signer.name, signer.trustedAt, w.spoken(signer.fingerprint));
    case 'expected':
      return w.byExpected(w.spoken(signer.fingerprint));
    case 'unknown':
      return signer.expected !== null
        ? w.notExpected(w.spoken(signer.fingerprint), signer.expected)
        : w.byUnknown(w.spoken(signer.fingerprint));
  }
}

/** One line per finding of a verdict, for people. */
export function describeVerdict(verdict: EvidenceVerdict, pack: string, language: Language): string {
  const w = EVIDENCE_WORDS[language];
  if (verdict.status === 'not-a-pack') return w.notAPack(String(verdict.reason));
  const unknown = verdict.status === 'intact' && verdict.signer?.kind === 'unknown';
  const word = verdict.status === 'changed' ? w.changedWord : unknown ? w.unknownWord : w.intactWord;
  const lines = [
    w.headline(
      word,
      verdict.manifest?.createdAt ?? '',
      verdict.signer ? signerLine(verdict, w) : w.key(verdict.manifest?.fingerprint ?? ''),
    ),
  ];
  if (!verdict.signatureValid) lines.push(w.signatureBroken);
  else if (verdict.changed.includes('manifest.json')) lines.push(w.manifestByHand);
  for (const path of verdict.changed.filter((p) => p !== 'manifest.json')) lines.push(w.changed(path));
  for (const path of verdict.added) lines.push(w.added(path));
  for (const path of verdict.removed) lines.push(w.removed(path));
  for (const path of verdict.duplicated) lines.push(w.duplicated(path));
  if (unknown) {
    const offeredAs = verdict.signer?.kind === 'unknown' ? verdict.signer.offeredAs : undefined;
    // The name comes from a file anyone holding the stick could write: quoted as data, never as a command.
    if (offeredAs !== undefined) lines.push(w.offeredAs(JSON.stringify(offeredAs)));
    lines.push(w.compare, w.trustCommand(pack));
  }
  return lines.join('\n');
}
