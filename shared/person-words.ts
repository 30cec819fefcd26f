// A person's type (E1 says `staff` or `visitor`) in every language the console speaks: one table
// for the window's person view and the command line's `person`.
import type { Language } from './language';

/** A person type's words; another type the site sends is shown as sent. */
export const personTypeWords: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { staff: 'Staff', visitor: 'Visitor' },
  'zh-CN': { staff: '员工', visitor: '访客' },
};
