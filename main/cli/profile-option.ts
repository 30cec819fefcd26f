// `--profile <file>`, as person, visitor-access, calls and evidence take it: the site profile the
// command works with, read and checked by the site area (main/site/profile-file.ts).
import type { SiteProfile } from '../../shared/site';
import { readProfileFile } from '../site/profile-file';
import { refusal } from './kit';

const REQUIRED = {
  en: '--profile <file> is required (the JSON that `site-console site` prints under "profile")',
  'zh-CN': '需要 --profile <文件>（即 `site-console site` 在 "profile" 下输出的 JSON）',
};

/** The profile of --profile; a refusal when the option is absent. */
export async function profileOption(path: string | undefined): Promise<SiteProfile> {
  if (!path) throw refusal(REQUIRED);
  return readProfileFile(path);
}
