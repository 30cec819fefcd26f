// What one HTTP call is: the request the caller gives HttpClient.request(), and the answer, its
// timings and the request as written on the wire that it gets back.

/** HTTP methods the console uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Time limits of one call. */
export interface HttpTimeouts {
  /** Time allowed to open a connection (TCP and TLS). */
  connectMs: number;
  /** Time allowed for the whole call: waiting for a connection, headers and body. */
  requestMs: number;
}

/**
 * How to trust an https server besides the system's CAs. With `pinSha256` alone, the server's
 * certificate is trusted only when its SHA-256 fingerprint is exactly that one (self-signed site
 * certificates); with `caFile` too, it must also chain to that CA.
 */
export interface HttpTls {
  /** Path of a PEM file with the CA certificate(s) of the site. */
  caFile?: string;
  /** SHA-256 fingerprint of the server's certificate: 64 hex digits, colons and case free. */
  pinSha256?: string;
  /** A certificate to present when the server asks for one (mutual TLS). */
  clientCertificate?: HttpClientCertificate;
}

/**
 * A client certificate for mutual TLS: a PEM certificate and its key, or a PKCS#12 file. The
 * passphrase comes from the secrets store; it is never logged, and pools are told apart by a hash.
 */
export type HttpClientCertificate =
  { certFile: string; keyFile: string; passphrase?: string } | { pkcs12File: string; passphrase?: string };

/** One call. */
export interface HttpRequestOptions {
  /** Full http:// or https:// URL. */
  url: string;
  /** Default POST when there is a body, else GET. */
  method?: HttpMethod;
  /** Request headers; `traceparent` is added. Values never reach logs from here. */
  headers?: Record<string, string>;
  /** Raw body. */
  body?: string | Uint8Array;
  /** A value to send as JSON (sets content-type and accept); instead of `body`. */
  json?: unknown;
  /** Limits; required, so that no call can hang. */
  timeouts: HttpTimeouts;
  /** Extra trust for https. */
  tls?: HttpTls;
  /** Aborts the call (a cancel button): it fails with HTTP_CANCELLED. */
  signal?: AbortSignal;
  /** What the call is for, in messages, e.g. `E1 person detail over gateway`. */
  label?: string;
}

/** How long each phase of a call took, in milliseconds. */
export interface HttpTimings {
  /** Opening the connection (TCP, and TLS for https); null when a kept-alive one was reused. */
  connectMs: number | null;
  /** From the start (after connecting) until the response headers arrived. */
  firstByteMs: number;
  /** Reading the body. */
  bodyMs: number;
  /** The whole call. */
  totalMs: number;
}

/** An answer, whatever its status (judging the status is the caller's business). */
export interface HttpResponse {
  /** Method sent. */
  method: HttpMethod;
  /** URL called. */
  url: string;
  /** HTTP status, and the reason phrase the server sent with it. */
  status: number;
  statusText: string;
  /** Response headers, lowercase names. */
  headers: Record<string, string | string[]>;
  /** The body bytes, after undoing any content coding (gzip, deflate, br). */
  body: Buffer;
  /** The body decoded as UTF-8. */
  text(): string;
  /**
   * The Content-Encoding header as received (null when absent), and whether the body was decoded
   * from it; a coding the console does not decode (compress) leaves the body as it arrived.
   */
  contentEncoding: string | null;
  decoded: boolean;
  /** Size of the body as it arrived, before decoding. */
  encodedBytes: number;
  /**
   * The server's clock minus the laptop's, in milliseconds, from the answer's Date header (whole
   * seconds, so ±1 s is noise); null without a valid Date header.
   */
  clockSkewMs: number | null;
  /** The `traceparent` sent, and its trace id. */
  traceparent: string;
  traceId: string;
  /** Phase durations. */
  timings: HttpTimings;
  /**
   * What went on the wire, as undici wrote it (null when it was not observed): the request line
   * and headers, secrets included (a caller that keeps them redacts them), for a call's record and
   * its HAR and cURL exports.
   */
  sent: SentRequest | null;
}

/** A request as written on the wire, and where it went. */
export interface SentRequest {
  /** `HTTP/1.1`. */
  httpVersion: string;
  /** Header lines in the order written, names as written; `content-length` last, as undici adds it after these. */
  headers: [name: string, value: string][];
  /** The server's address (IP) on the connection that carried the request. */
  serverAddress: string | null;
  /** Base64 SHA-256 of the server's public key (SPKI), on a pinned connection: what `curl --pinnedpubkey` checks. */
  publicKeySha256: string | null;
}
