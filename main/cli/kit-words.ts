// The words of the command-line kit itself, in every language the console speaks: the refusals of
// the options every command shares.
import type { Language } from '../../shared/language';

/** The kit's sentences. */
export const KIT_WORDS = {
  en: {
    unknownOption: (option: string): string => `unknown option ${option}`,
    needsValue: (option: string): string => `${option} needs a value`,
    takesNoValue: (option: string): string => `${option} takes no value`,
    unexpected: (argument: string): string => `unexpected argument "${argument}"`,
    lang: (allowed: string, value: string): string => `--lang takes ${allowed}, not "${value}"`,
    or: ' or ',
  },
  'zh-CN': {
    unknownOption: (option: string): string => `未知选项 ${option}`,
    needsValue: (option: string): string => `${option} 需要一个值`,
    takesNoValue: (option: string): string => `${option} 不接受值`,
    unexpected: (argument: string): string => `多余的参数“${argument}”`,
    lang: (allowed: string, value: string): string => `--lang 只接受 ${allowed}，而不是“${value}”`,
    or: ' 或 ',
  },
} as const satisfies Record<Language, unknown>;
