// Element Plus's configuration for the areas' components, as its <el-config-provider> gives it:
// above all its own words (a dialog's Close, a select's "No data") in the console's language.
// Given at the app's level with the areas' needs (area-needs.ts), not by a component
// in the shell: the shell has no Element Plus component, and this is most of Element Plus's core.
import { provideGlobalConfig } from 'element-plus';
import en from 'element-plus/es/locale/lang/en';
import zhCn from 'element-plus/es/locale/lang/zh-cn';
import { computed, type App } from 'vue';
import type { Language } from '../shared/api';

/** Provides the configuration to every component of `app`, its locale following `language`. */
export function provideElementConfig(app: App, language: () => Language): void {
  // The defaults <el-config-provider> gives its props, and the locale.
  provideGlobalConfig(
    computed(() => ({ a11y: true, keyboardNavigation: true, namespace: 'el', locale: language() === 'zh-CN' ? zhCn : en })),
    app,
  );
}
