// The configuration view's start page shows before Element Plus's components have arrived: its
// buttons are plain elements drawn with Element Plus's classes.

/** An Element Plus button's classes and state, drawn on a plain button. */
export function enabledWhen(enabled: boolean, kind = ''): { class: string; disabled: boolean; 'aria-disabled': boolean } {
  return { class: `el-button ${kind} ${enabled ? '' : 'is-disabled'}`.trim(), disabled: !enabled, 'aria-disabled': !enabled };
}
