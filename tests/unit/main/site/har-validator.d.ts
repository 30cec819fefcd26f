// har-validator ships no types: the one entry point the tests use, as its README documents it.
declare module 'har-validator' {
  /** Resolves (with the document) when `data` is a valid HAR 1.2 document; rejects with the schema's errors otherwise. */
  export function har(data: unknown): Promise<unknown>;
}
