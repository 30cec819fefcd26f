// Focus for a control that a change is about to render: the next tick, or a few frames later when
// the change goes through a store that answers asynchronously (the checker, a lazy part).

/** Focuses what `find` returns as soon as it is there (within about half a second); false if it never came. */
export function focusWhenShown(find: () => HTMLElement | null | undefined, frames = 30): Promise<boolean> {
  return new Promise((resolve) => {
    const attempt = (left: number): void => {
      const target = find();
      if (target) {
        target.focus();
        resolve(true);
      } else if (left > 0) requestAnimationFrame(() => attempt(left - 1));
      else resolve(false);
    };
    attempt(frames);
  });
}

/** The control that has focus now, if any (not the page itself). */
export function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Gives focus back to `opener` when it fell to the page meanwhile (a button disabled while it
 * worked, a dialog that closed); focus the work moved elsewhere on purpose is left there.
 */
export function giveFocusBack(opener: HTMLElement | null): void {
  if (focusedControl() === null && opener?.isConnected) opener.focus();
}
