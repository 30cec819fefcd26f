// The koffi binding to every function of tests/native/licensevendor_abi.h, under the
// symbol names of an ABI profile. It follows the header's conventions exactly, because it must work
// with the vendor's library and not only with the project's double: "not given" is passed as NULL,
// output strings go into caller buffers and a BUFFER_TOO_SMALL answer is retried with the size the
// library asked for. Calls are synchronous and may block on the network, so this module only runs
// inside the crash-isolating host (host-entry.ts) or a benchmark, never on the console's main thread.
import koffi, { type LibraryHandle } from 'koffi';
import type { AbiProfile } from '../../../../shared/licensevendor/abi-profile';

/** LV_OK. */
export const LV_OK = 0;
/** LV_ERR_BUFFER_TOO_SMALL. */
export const LV_ERR_BUFFER_TOO_SMALL = 260;

/** A call's outcome: the status, and the value when it is LV_OK. */
export type LvOutcome<T> = { status: 0; value: T } | { status: number; value?: undefined };

/** An opaque session handle (a pointer, as koffi 3 passes them). */
export type LvHandle = bigint;

/** First buffer size for output strings; larger answers take one retry. */
const FIRST_BUFFER_BYTES = 1024;
/** BUFFER_TOO_SMALL retries before giving up (an answer may grow between two calls). */
const BUFFER_RETRIES = 3;

type Fn = (...args: unknown[]) => number;

const u32 = 'uint32_t';
const i32 = 'int32_t';
const str = 'const char *';
const bytes = 'const uint8_t *';
const ptr = 'void *';

// Raw signatures in header order; the profile only changes the exported names.
const signatures = {
  lv_login: [str, str, u32, bytes, u32, i32, 'void **'],
  lv_logout: [ptr],
  lv_update_online: [str, str, bytes, u32],
  lv_get_request_info: [str, bytes, u32, 'char *', 'uint32_t *'],
  lv_apply_update_info: [bytes, u32, str, 'char *', 'uint32_t *'],
  lv_set_root_path: [str],
  lv_get_version: ['char *', 'uint32_t *'],
  lv_test_feature: [ptr, u32],
  lv_read_feature: [ptr, u32, 'uint32_t *'],
  lv_feature_id_by_name: [ptr, str, 'uint32_t *'],
  lv_get_session_info: [ptr, 'char *', 'uint32_t *'],
  lv_get_info: [bytes, u32, 'char *', 'uint32_t *'],
} as const;

type Functions = Record<keyof typeof signatures, Fn>;

/** A string argument: "" and null both mean "not given", which the header spells NULL. */
const given = (s: string | null | undefined): string | null => (s === undefined || s === null || s === '' ? null : s);

/** The bytes of a successful answer: *inout_len bytes, and never past a NUL or the buffer. */
function decode(buffer: Buffer, written: number): string {
  const end = Math.min(written, buffer.length);
  const nul = buffer.indexOf(0);
  return buffer.toString('utf8', 0, nul >= 0 && nul < end ? nul : end);
}

/** The vendor runtime, loaded from a path under a profile's names. */
export class LicensevendorLibrary {
  readonly #lib: LibraryHandle;
  readonly #fn: Functions;

  private constructor(lib: LibraryHandle, fn: Functions) {
    this.#lib = lib;
    this.#fn = fn;
  }

  /** Loads the library and binds every function; throws naming the first symbol that is missing. */
  static open(path: string, profile: AbiProfile): LicensevendorLibrary {
    const lib = koffi.load(path);
    const fn = {} as Functions;
    for (const [name, args] of Object.entries(signatures) as [keyof typeof signatures, readonly string[]][]) {
      const symbol = profile.symbols[name];
      try {
        fn[name] = lib.func(symbol, 'uint32_t', [...args]) as unknown as Fn;
      } catch (e) {
        lib.unload();
        throw new MissingSymbolError(name, symbol, e instanceof Error ? e.message : String(e));
      }
    }
    return new LicensevendorLibrary(lib, fn);
  }

  login(url: string | null, sn: string | null, featureId: number, appData: Buffer | null, mode: number): LvOutcome<LvHandle> {
    const out = new BigUint64Array(1);
    const status = this.#fn.lv_login(given(url), given(sn), featureId >>> 0, appData, appData?.length ?? 0, mode | 0, out);
    return status === LV_OK ? { status, value: out[0] ?? 0n } : { status };
  }

  logout(handle: LvHandle): LvOutcome<null> {
    const status = this.#fn.lv_logout(handle);
    return status === LV_OK ? { status, value: null } : { status };
  }

  updateOnline(url: string | null, sn: string | null, appData: Buffer | null): LvOutcome<null> {
    const status = this.#fn.lv_update_online(given(url), given(sn), appData, appData?.length ?? 0);
    return status === LV_OK ? { status, value: null } : { status };
  }

  getRequestInfo(sn: string | null, appData: Buffer | null): LvOutcome<string> {
    return this.#text((buf, len) => this.#fn.lv_get_request_info(given(sn), appData, appData?.length ?? 0, buf, len));
  }

  applyUpdateInfo(appData: Buffer | null, updateInfo: string): LvOutcome<string> {
    return this.#text((buf, len) => this.#fn.lv_apply_update_info(appData, appData?.length ?? 0, given(updateInfo), buf, len));
  }

  setRootPath(path: string | null): LvOutcome<null> {
    const status = this.#fn.lv_set_root_path(given(path));
    return status === LV_OK ? { status, value: null } : { status };
  }

  getVersion(): LvOutcome<string> {
    return this.#text((buf, len) => this.#fn.lv_get_version(buf, len));
  }

  testFeature(handle: LvHandle, featureId: number): LvOutcome<null> {
    const status = this.#fn.lv_test_feature(handle, featureId >>> 0);
    return status === LV_OK ? { status, value: null } : { status };
  }

  readFeature(handle: LvHandle, featureId: number): LvOutcome<number> {
    const out = new Uint32Array(1);
    const status = this.#fn.lv_read_feature(handle, featureId >>> 0, out);
    return status === LV_OK ? { status, value: out[0] ?? 0 } : { status };
  }

  featureIdByName(handle: LvHandle, name: string): LvOutcome<number> {
    const out = new Uint32Array(1);
    const status = this.#fn.lv_feature_id_by_name(handle, given(name), out);
    return status === LV_OK ? { status, value: out[0] ?? 0 } : { status };
  }

  getSessionInfo(handle: LvHandle): LvOutcome<string> {
    return this.#text((buf, len) => this.#fn.lv_get_session_info(handle, buf, len));
  }

  getInfo(appData: Buffer | null): LvOutcome<string> {
    return this.#text((buf, len) => this.#fn.lv_get_info(appData, appData?.length ?? 0, buf, len));
  }

  /** Releases the library (only when no session is open: its code may still be referenced). */
  unload(): void {
    this.#lib.unload();
  }

  /** Runs a function that fills a caller buffer, retrying BUFFER_TOO_SMALL with the size asked for. */
  #text(call: (buffer: Buffer, inoutLen: Uint32Array) => number): LvOutcome<string> {
    let size = FIRST_BUFFER_BYTES;
    for (let attempt = 0; ; attempt++) {
      const buffer = Buffer.alloc(size);
      const len = Uint32Array.of(size);
      const status = call(buffer, len);
      if (status === LV_OK) return { status, value: decode(buffer, len[0] ?? 0) };
      const needed = len[0] ?? 0;
      // A library that says "too small" without asking for more would loop forever: give up instead.
      if (status !== LV_ERR_BUFFER_TOO_SMALL || attempt >= BUFFER_RETRIES || needed <= size) return { status };
      size = needed;
    }
  }
}

/** The library lacks a function the profile names. */
export class MissingSymbolError extends Error {
  constructor(
    readonly fn: string,
    readonly symbol: string,
    detail: string,
  ) {
    super(`the library has no symbol "${symbol}" for ${fn} (${detail})`);
    this.name = 'MissingSymbolError';
  }
}
