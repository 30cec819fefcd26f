// The window loads every area's texts with the first area it shows (renderer/i18n/index.ts); a view
// or a store tested here on its own has them from the start, in both languages, as in the window.
import { beforeEach } from 'vitest';
import { loadMessages } from '../../renderer/i18n';

await Promise.all([loadMessages('en'), loadMessages('zh-CN')]);

// Each test is a window opened for the first time: none remembers the language another test chose.
beforeEach(() => localStorage.clear());
