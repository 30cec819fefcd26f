// A time of an evidence pack as the engineer reads it: date and time to the second, in UTC.

/** An ISO time as `2026-11-28 11:03:23Z`; `—` when there is none. */
export const when = (iso: string | null | undefined): string => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '—');
