// Content codings of an answer (RFC 9110 §8.4): site gateways compress (nginx `gzip on`, or an
// upstream asked for gzip and passed through without `gunzip on`), whether the console asked or
// not. The body is decoded here with node:zlib, on its thread pool, never to more than the same
// byte limit as any body: a small body that would inflate past it is a decompression bomb and is
// refused as such. undici 7's decompress interceptor is experimental (a process warning) and
// drops the Content-Encoding header, which the call log and the messages need; hence node:zlib.
// node:zlib is loaded at the first coded body, not at start: a command that decodes nothing (the CLI's
// person, batch and license, issue 34) does not pay for it.
import type { InputType, ZlibOptions } from 'node:zlib';

/** The codings the console asks for (Accept-Encoding): those every site gateway offers. */
export const ACCEPTED_CODINGS = ['gzip', 'deflate', 'br'] as const;

/**
 * The codings the console decodes: those it asks for, and zstd, which a gateway may send unasked
 * (nginx's zstd module, a CDN) and which Node reads since 22.15 (Electron 45 runs Node 24); it is
 * not asked for, as Node still calls its zstd experimental.
 */
export type ContentCoding = (typeof ACCEPTED_CODINGS)[number] | 'zstd';

/** The Accept-Encoding header the console sends. */
export const ACCEPT_ENCODING = ACCEPTED_CODINGS.join(', ');

/** At most this many codings stacked on one body (`gzip, br`); more is not a site's answer. */
const MAX_CODINGS = 3;

/** Why a body could not be decoded. */
export type DecodeProblem =
  /** Decoding would pass the byte limit. */
  | { kind: 'bomb'; coding: ContentCoding; encodedBytes: number; limit: number }
  /** The bytes are not what the coding says (a gateway that labels a plain body, a cut body). */
  | { kind: 'corrupt'; coding: ContentCoding; reason: string; cutShort: boolean }
  /** A coding the console does not decode (compress, or more than three stacked). */
  | { kind: 'unsupported'; coding: string };

/** The outcome of decoding: the bytes as the service meant them, or why not. */
export type Decoded = { ok: true; body: Buffer; codings: ContentCoding[] } | { ok: false; problem: DecodeProblem };

type Codec = (buffer: InputType, options: ZlibOptions, callback: (error: Error | null, result: Buffer) => void) => void;

const run = (codec: Codec, bytes: Buffer, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => codec(bytes, { maxOutputLength: limit }, (error, result) => (error ? reject(error) : resolve(result))));

/** RFC 9110's deflate is zlib-wrapped (RFC 1950); some servers send raw deflate (RFC 1951): both are read. */
const isZlibWrapped = (bytes: Buffer): boolean =>
  bytes.length >= 2 && (bytes[0]! & 0x0f) === 8 && ((bytes[0]! << 8) | bytes[1]!) % 31 === 0;

type Codecs = Partial<Record<ContentCoding, (bytes: Buffer, limit: number) => Promise<Buffer>>>;

let codecs: Codecs | undefined;

/** The decoders of this Node, zstd where it has one (22.15 and later); node:zlib is loaded at the first call. */
async function loadCodecs(): Promise<Codecs> {
  if (codecs) return codecs;
  const zlib = await import('node:zlib');
  const zstdDecompress = (zlib as unknown as { zstdDecompress?: Codec }).zstdDecompress;
  codecs = {
    gzip: (bytes, limit) => run(zlib.gunzip, bytes, limit),
    deflate: (bytes, limit) => run(isZlibWrapped(bytes) ? zlib.inflate : zlib.inflateRaw, bytes, limit),
    br: (bytes, limit) => run(zlib.brotliDecompress, bytes, limit),
    ...(zstdDecompress ? { zstd: (bytes: Buffer, limit: number) => run(zstdDecompress, bytes, limit) } : {}),
  };
  return codecs;
}

/** The codings named by a Content-Encoding header, in the order they were applied; identity dropped. */
export function codingsOf(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity')
    .map((c) => (c === 'x-gzip' ? 'gzip' : c));
}

/**
 * Decodes a body by its Content-Encoding header, last coding first, so that no stage outputs more
 * than `limit` bytes. An empty body (HEAD, 204, 304) is left as it is.
 */
export async function decodeBody(body: Buffer, header: string | string[] | undefined, limit: number): Promise<Decoded> {
  const codings = codingsOf(header);
  if (codings.length === 0 || body.length === 0) return { ok: true, body, codings: [] };
  if (codings.length > MAX_CODINGS) return { ok: false, problem: { kind: 'unsupported', coding: codings.join(', ') } };
  const decoders = await loadCodecs();
  const unsupported = codings.find((c) => !Object.hasOwn(decoders, c));
  if (unsupported !== undefined) return { ok: false, problem: { kind: 'unsupported', coding: unsupported } };
  let bytes = body;
  for (const coding of [...codings].reverse() as ContentCoding[]) {
    try {
      bytes = await decoders[coding]!(bytes, limit);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // node:zlib stops at maxOutputLength with ERR_BUFFER_TOO_LARGE: the rest is never inflated.
      if (code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
        return { ok: false, problem: { kind: 'bomb', coding, encodedBytes: body.length, limit } };
      // zlib's "unexpected end of file" (Z_BUF_ERROR) is a stream that began right and stopped: a cut body.
      const cutShort = code === 'Z_BUF_ERROR' || /unexpected end/i.test((error as Error).message);
      return {
        ok: false,
        problem: { kind: 'corrupt', coding, reason: `${typeof code === 'string' ? `${code} ` : ''}${(error as Error).message}`, cutShort },
      };
    }
  }
  return { ok: true, body: bytes, codings: codings as ContentCoding[] };
}
