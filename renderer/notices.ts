// Confirmations and passing notices, through Element Plus's message box and messages. A view
// imports this module when it first asks something, not when it loads: the message box and its
// focus trap are a sizeable part of Element Plus that no view needs to be usable.
import { ElMessage, ElMessageBox } from 'element-plus';
import 'element-plus/es/components/message/style/css';
import 'element-plus/es/components/message-box/style/css';
import { focusedControl, giveFocusBack } from './focus-when-shown';

/** Asks a yes/no question with a warning; true when the engineer confirmed. */
export async function confirmWarning(
  message: string,
  title: string,
  confirmButtonText: string,
  cancelButtonText: string,
): Promise<boolean> {
  // The message box does not always give focus back (its opener may have been a key press, not a
  // button): the control that had focus gets it back, unless the answer moved it on.
  const opener = focusedControl();
  try {
    await ElMessageBox.confirm(message, title, { confirmButtonText, cancelButtonText, type: 'warning' });
    return true;
  } catch {
    return false;
  } finally {
    setTimeout(() => giveFocusBack(opener));
  }
}

/** Shows a short success notice (screen readers hear it through the announcer, not from here). */
export function noticeSuccess(message: string): void {
  ElMessage.success({ message, duration: 4000 });
}
