// The License area's buttons are disabled while their action works: focus goes back to the one
// that was pressed (or the field where Enter was), never to the page.
import { nextTick } from 'vue';
import { focusedControl, giveFocusBack } from '../../focus-when-shown';

/** Runs an action and gives focus back to the control that had it. */
export async function keepingFocus(action: () => Promise<void>): Promise<void> {
  const opener = focusedControl();
  await action();
  await nextTick();
  giveFocusBack(opener);
}
