// Chromium keeps a module script that failed to arrive as failed for the life of the page (its
// module map): the same import() then fails again at once without asking the network, so "try
// again" after a dropped connection would never load the view. After a failure, the next attempt
// imports the same chunk under an address of its own (a query added), which the network is asked
// for; the chunk's own imports resolve to the addresses already loaded, so nothing is doubled.

/** The chunk's address in a failed dynamic import's message (Chromium: "Failed to fetch dynamically imported module: <url>"). */
function failedChunk(error: unknown): string | null {
  const match = /\b((?:https?|app|file):\/\/[^\s'"]+?\.js)\b/.exec(error instanceof Error ? error.message : String(error));
  return match?.[1] ?? null;
}

/** `load`, which after a failure retries the failed chunk under a fresh address (plain `load` when the address is not known). */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let failed: string | null = null;
  let attempt = 0;
  return async () => {
    const chunk = failed;
    try {
      const loaded = chunk ? ((await import(/* @vite-ignore */ `${chunk}?retry=${++attempt}`)) as T) : await load();
      failed = null;
      return loaded;
    } catch (error) {
      failed = chunk ?? failedChunk(error);
      throw error;
    }
  };
}
