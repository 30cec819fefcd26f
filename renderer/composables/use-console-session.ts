// The console session main names (app:info's `session`, a new id at each start of the console):
// what the results on screen are compared with, so that one made before a restart is marked.
import { readonly, ref, type Ref } from 'vue';
import { call } from '../bridge/client';

const session = ref<string | null>(null);
let asking: Promise<void> | null = null;

/** Asks main which session it is (once; again with `again`, as after the page reached the console again). */
export function learnConsoleSession(again = false): Promise<void> {
  if (asking && !again) return asking;
  asking = call('app:info', {}).then((info) => {
    if (info.ok) session.value = info.value.session;
  });
  return asking;
}

/** The console session as main last named it; null until it has. */
export function useConsoleSession(): Readonly<Ref<string | null>> {
  void learnConsoleSession();
  return readonly(session);
}
