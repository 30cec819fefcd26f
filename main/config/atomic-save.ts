// Configuration saves go through the console's one safe writer (main/files/safe-write.ts); this
// name stays for the many callers that save the console's own files.
export { backupPathOf, saveTextAtomically, type AtomicSaveOptions, type AtomicSaveResult } from '../files/safe-write';
