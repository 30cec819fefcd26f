// Reading a pack's bytes from a path given by the engineer (or the page): a regular file under a
// size limit, never a FIFO or a device, with what went wrong and what to do next.
import { ConsoleError } from '../../shared/errors';
import { FileReadError, readRegularFile } from '../../shared/node/regular-file';

/** The largest pack the console opens: call logs of weeks, well under this. */
export const MAX_PACK_BYTES = 256 * 1024 * 1024;

/** The bytes of a pack file. */
export async function readPackFile(path: string): Promise<Uint8Array> {
  try {
    return (await readRegularFile(path, MAX_PACK_BYTES)).bytes;
  } catch (error) {
    const reason = error instanceof FileReadError ? error.message : (error as Error).message;
    throw new ConsoleError('not-found', 'EVIDENCE_UNREADABLE', `cannot read ${path} (${reason}): check the path`, { path });
  }
}
