// A heavy part of a view (an editor, a chart) that the view does not need to be usable, loaded on
// its own chunk when it is first shown: a skeleton in its place meanwhile, and if its code does not
// arrive, a message with a retry instead of a hole. Template refs reach the part itself, as with
// any async component.
import { defineAsyncComponent, defineComponent, h, shallowRef, type Component } from 'vue';
import { useI18n } from 'petite-vue-i18n';
import { afterPaint } from './after-paint';
import LoadFailureAlert from './components/LoadFailureAlert.vue';
import SkeletonLines from './components/SkeletonLines.vue';
import { retryingImport } from './retrying-import';

/** The part behind `loader`, named in messages by the i18n key `nameKey`; its skeleton has `rows` lines. */
export function lazyPart<T extends Component>(loader: () => Promise<{ default: T }>, nameKey: string, rows = 8): T {
  const failure = shallowRef<{ message: string; retry: () => void } | null>(null);
  // Vue keeps showing the loading component while onError holds the load open: it becomes the
  // failure message, and the retry it offers resumes that same load.
  const Waiting = defineComponent(() => {
    const { t } = useI18n();
    const retry = (): void => {
      const again = failure.value?.retry;
      failure.value = null;
      again?.();
    };
    return () =>
      failure.value
        ? h(LoadFailureAlert, { name: t(nameKey), message: failure.value.message, onRetry: retry })
        : h(
            'div',
            { role: 'status', 'aria-busy': 'true', 'aria-label': t('area.loading', { area: t(nameKey) }), 'data-testid': 'part-loading' },
            [h(SkeletonLines, { rows })],
          );
  });
  return defineAsyncComponent({
    loader: retryingImport(loader),
    loadingComponent: Waiting,
    delay: 0,
    onError: (error, retry) => {
      failure.value = { message: error.message, retry };
    },
  }) as T;
}

/**
 * Fetches the parts behind `loaders` once the view that asked has painted; a failure here is left for the
 * part to show (with a retry) when it is first needed.
 */
export function prefetchAfterPaint(loaders: Array<() => Promise<unknown>>): void {
  afterPaint(() => {
    for (const load of loaders) void load().catch(() => undefined);
  });
}
