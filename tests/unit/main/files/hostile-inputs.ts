// What the tests of hostile paths share: the CLI run as an engineer runs it, with the peak memory of
// its process (VmHWM through GNU time), FIFOs and sparse files, and zip archives that lie or inflate
// to hundreds of megabytes, written by hand so that the test controls every size field.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, createDeflateRaw, crc32 } from 'node:zlib';

export const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** What a CLI run left: exit code, output and the peak resident memory of its process in KiB. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  peakKiB: number;
}

/** Runs `site-console <args>` in a child process under /usr/bin/time; killed after `limitMs` (a limit for a hung child, not a timing). */
export function runCli(args: string[], env: Record<string, string> = {}, limitMs = 45_000): Promise<CliRun> {
  const dir = mkdtempSync(join(tmpdir(), 'site-console-time-'));
  const timeFile = join(dir, 'time');
  return new Promise((resolve) => {
    execFile(
      '/usr/bin/time',
      ['-f', '%M', '-o', timeFile, process.execPath, join(root, 'bin/site-console.js'), ...args],
      { cwd: root, env: { ...process.env, ...env }, timeout: limitMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        let peakKiB = Number.NaN;
        try {
          peakKiB = Number(readFileSync(timeFile, 'utf8').trim().split('\n').pop());
        } catch {
          // Killed: no peak was written; the caller's assertion on the code says why.
        }
        rmSync(dir, { recursive: true, force: true });
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr, peakKiB });
      },
    );
  });
}

/** A FIFO at `path` (no writer ever opens it). */
export const makeFifo = (path: string): void => {
  execFileSync('mkfifo', [path]);
};

/** A sparse file of `bytes` at `path`: no disk used, but a plain read would take all of it into memory. */
export async function makeSparse(path: string, bytes: number): Promise<void> {
  const handle = await open(path, 'w');
  await handle.truncate(bytes);
  await handle.close();
}

/** `size` zero bytes deflated (raw), made a chunk at a time so that the test itself stays small. */
export async function deflatedZeros(size: number): Promise<{ data: Buffer; crc: number }> {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let written = 0; written < size; written += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, size - written));
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(parts), crc };
}

/** One entry of a hand-made zip: its bytes as stored, how, and the sizes and CRC its headers claim. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  method: 0 | 8;
  declaredSize: number;
  crc: number;
}

/** A stored entry, honest. */
export const storedEntry = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text, 'utf8');
  return { name, data, method: 0, declaredSize: data.length, crc: crc32(data) };
};

/** A zip archive of exactly these entries and size fields (APPNOTE 4.3: local headers, central directory, end record). */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, entry.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest parts of an XLSX workbook around a first sheet given as an entry. */
export function workbookWith(sheet: ZipEntry): Buffer {
  return zipOf([
    storedEntry(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    storedEntry(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    storedEntry(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    storedEntry(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    sheet,
  ]);
}

/** A sheet with a header and one row, as an honest stored entry. */
export const smallSheet = (): ZipEntry =>
  storedEntry(
    'xl/worksheets/sheet1.xml',
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>visitorId</t></is></c><c r="B1" t="inlineStr"><is><t>floorIds</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>V1</t></is></c><c r="B2" t="inlineStr"><is><t>A-03</t></is></c></row></sheetData></worksheet>',
  );
