// The HTTP date and the server's clock: an answer's Date header read as RFC 9110 says, and the
// server's clock minus the laptop's taken from it (HttpResponse.clockSkewMs).

// Answers in the same second carry the same Date header: the last one is parsed once. A Date counts
// whole seconds (the server's clock was somewhere in that second when it answered): the skew is
// taken from the middle of it, so that a site on the laptop's clock reads 0, not 0 or -1 s by the
// millisecond the answer came in.
let lastDate = '';
let lastDateAt = Number.NaN;

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d';
/** The three forms of an HTTP-date a recipient must read (RFC 9110 §5.6.7); Date.parse alone also takes ISO dates and much else. */
const HTTP_DATES = [
  new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`), // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
  new RegExp(`^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`), // RFC 850
  new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`), // asctime, which is in GMT without saying so
];

/** The time of an HTTP-date in ms, NaN when the text is not one. */
export function httpDateTime(value: string): number {
  const form = HTTP_DATES.findIndex((pattern) => pattern.test(value));
  if (form < 0) return Number.NaN;
  const time = Date.parse(form === 2 ? `${value} GMT` : value);
  // Date.parse rolls 31 Nov over into 1 Dec: a day the month does not have is not a date.
  const day = Number((form === 2 ? /^\S+ \S+ +(\d+)/ : /^\S+ (\d{2})/).exec(value)?.[1]);
  return new Date(time).getUTCDate() === day ? time : Number.NaN;
}

/**
 * The Date header as sent when it cannot be read (not an HTTP-date, or two of them with two
 * times), for words that tell it apart from an answer without one; null when absent or readable.
 */
export function unreadableDate(values: readonly string[]): string | null {
  if (values.length === 0) return null;
  const readable = values.every((v) => v === values[0]) && !Number.isNaN(httpDateTime(values[0]!));
  return readable ? null : values.join(', ');
}

/** The Date header's time minus `now`, rounded to the second it is precise to; null when absent, not an HTTP-date, or sent twice with two times. */
export function clockSkewOf(date: string | string[] | undefined, now: number): number | null {
  // One Date header is a string (no array made for it: this runs for every answer).
  if (Array.isArray(date) && date.some((v) => v !== date[0])) return null;
  const value = (Array.isArray(date) ? date[0] : date) ?? '';
  if (value !== lastDate) {
    lastDate = value;
    lastDateAt = httpDateTime(value);
  }
  // `+ 0` makes a skew under half a second behind 0, not -0 (which a record written and read back is not).
  return Number.isNaN(lastDateAt) ? null : Math.round((lastDateAt + 500 - now) / 1000) * 1000 + 0;
}
