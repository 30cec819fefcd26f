// The renderer's entry: the shell only (Vue, Pinia, the router, the two languages and the Element
// Plus components the shell's templates use). Each area's view, with what it alone needs, loads
// when the router first goes there (router.ts).
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { i18n } from './i18n';
import { createConsoleRouter, fetchOpeningArea } from './router';
import './styles.css';

fetchOpeningArea(window.location.hash);
createApp(App).use(createPinia()).use(createConsoleRouter()).use(i18n).mount('#app');
