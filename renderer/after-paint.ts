// Work that can wait until the browser has painted what is on screen now: fetching a chunk runs
// Vite's preload helper and inserts its links on the main thread, and evaluating it takes the
// thread too; done in the same task as a view's first render, it holds back that view's first
// paint. A slow site laptop shows the view first and then fetches what comes next.

/** Runs `work` in a task of its own after the next frame has been painted. */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
