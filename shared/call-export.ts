// Words about exporting site calls (HAR, cURL) that the window and the command line both say, so
// that they say the same.
import type { LocalizedText } from './language';

/** The warning given before an export with the profiles' secrets in clear (the window's confirmation, the CLI's stderr). */
export const SECRETS_IN_CLEAR_WARNING: LocalizedText = {
  en: 'This export will hold the site profiles’ secrets (tokens, header values such as Basic credentials) in clear, exactly as they were sent. Anyone who gets the file can call the site as you. Send it only to whom must replay the calls, and delete it afterwards; without secrets in clear they are replaced by [redacted:auth.token] or [redacted:auth.value].',
  'zh-CN':
    '此导出文件将以明文包含站点配置的密钥（令牌、Basic 凭据等请求头值），与发送时完全相同。任何拿到该文件的人都能以您的身份调用站点。请只发给确需重放这些调用的人，并在用完后删除；不选择明文导出时，密钥以 [redacted:auth.token] 或 [redacted:auth.value] 代替。',
};
