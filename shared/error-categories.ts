// The broad kinds of failure, apart from the bridge's schema so that the error catalogue can name them.

/** Every broad kind of failure; the category decides how the renderer presents it and what the engineer can do next. */
export const ERROR_CATEGORIES = [
  'validation', // the request or a document breaks its schema or a rule
  'not-found', // a file, person, visitor, floor… does not exist
  'io', // the local disk refused (permissions, full disk)
  'network', // a configured address did not answer: DNS, refused, reset
  'timeout', // connecting or waiting for an answer took longer than the configured limit
  'tls', // the certificate was not trusted, did not match its pin, or the handshake failed
  'http', // an HTTP status without a usable envelope
  'envelope', // the service answered with an envelope that says it failed: the service's own code and message
  'malformed', // the answer was not JSON, or not the envelope it should be
  'usage', // the engineer asked for something that cannot be done as asked (e.g. L1 over the intermediary)
  'site', // a site service answered with a business error code
  'license', // the authorization backend refused
  'transport', // the bridge itself failed (token, origin, lost connection)
  'internal', // a fault of the console: a bug to report
] as const;

/** Broad kind of a failure; decides how the renderer presents it and what the engineer can do next. */
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];
