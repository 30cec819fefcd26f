// The size limit of a configuration document, a plain constant: main's file code and the command
// line's `validate` take it from here, without the bridge contract's schemas (issue 34).

/** Largest configuration document, in bytes of UTF-8: the one limit of open, save, draft and the CLI. */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
