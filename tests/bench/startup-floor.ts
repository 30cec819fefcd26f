// The floor of `npm run bench:startup`, built inside the console's own index.html: Vue and the
// router alone, with one view whose main control is a button. No Vue app can show a usable view
// sooner than this on the same machine and server.
import { createApp, defineComponent, h } from 'vue';
import { createRouter, createWebHashHistory, RouterView } from 'vue-router';

const ReadyView = defineComponent(() => () => h('main', [h('button', { type: 'button', 'data-testid': 'floor-ready' }, 'Ready')]));

const router = createRouter({ history: createWebHashHistory(), routes: [{ path: '/:rest(.*)*', component: ReadyView }] });

createApp(defineComponent(() => () => h(RouterView)))
  .use(router)
  .mount('#app');
