/**
 * Runs tasks that share a key one after the other, in the order they were queued; tasks with
 * different keys run freely. A failed task does not stop the ones queued behind it.
 */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<unknown>>();

  /** Queues `task` behind every earlier task of `key`; resolves or rejects as the task does. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.#tails.get(key) ?? Promise.resolve()).then(task, task);
    const settled = result.catch(() => undefined);
    this.#tails.set(key, settled);
    void settled.then(() => {
      if (this.#tails.get(key) === settled) this.#tails.delete(key);
    });
    return result;
  }
}
