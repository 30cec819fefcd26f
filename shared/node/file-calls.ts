// The file calls that a command makes on its way (reading its input, opening the call log), on
// Node's callback API. node:fs/promises loads some 20 of Node's modules when first used (readline,
// the REPL's history, the watchers, streams): 1 to 1.5 ms of every start of `validate`, `person`
// and a batch (issue 34). Node's fs is loaded anyway; these wrap its callbacks in promises.
import { close, fstat, mkdir, open, read, rename, stat, type MakeDirectoryOptions, type Mode, type OpenMode, type Stats } from 'node:fs';

type Done<T> = (error: NodeJS.ErrnoException | null, value: T) => void;

const called = <T>(call: (done: Done<T>) => void): Promise<T> =>
  new Promise((resolve, reject) => call((error, value) => (error ? reject(error) : resolve(value))));

/** Opens a file; the descriptor is the caller's to close. */
export const openFile = (path: string, flags: OpenMode, mode?: Mode): Promise<number> =>
  called<number>((done) => open(path, flags, mode, done));

/** What the descriptor's file is (fstat): judged through the handle, not by its name. */
export const statOfFile = (fd: number): Promise<Stats> => called<Stats>((done) => fstat(fd, done));

/** Reads up to `length` bytes into `buffer` at `offset` from the file's current position; the bytes read. */
export const readInto = (fd: number, buffer: Buffer, offset: number, length: number): Promise<number> =>
  called<number>((done) => read(fd, buffer, offset, length, null, done));

/** Closes a descriptor; a failure to close is not the caller's concern (the bytes were read or written). */
export const closeFile = (fd: number): Promise<void> => new Promise((resolve) => close(fd, () => resolve()));

/** Makes a folder (and, with `recursive`, its parents). */
export const makeFolder = (path: string, options: MakeDirectoryOptions): Promise<void> =>
  called<string | undefined>((done) => mkdir(path, options, done)).then(() => undefined);

/** Renames a file, replacing what the new name held. */
export const renameFile = (from: string, to: string): Promise<void> =>
  called<void>((done) => rename(from, to, (error) => done(error, undefined)));

/** What is at a path, following links. */
export const statOfPath = (path: string): Promise<Stats> => called<Stats>((done) => stat(path, done));
