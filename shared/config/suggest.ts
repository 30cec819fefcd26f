// "Did you mean …?" for misspelled property names and enum values. Engineers type these by hand on
// site; the usual slips are case ("Provider"), separators ("local-float"), one wrong, missing or
// swapped letter. A suggestion is offered only when one candidate is clearly closest.

const normalize = (s: string): string => s.toLowerCase().replace(/[-_\s.]/g, '');

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prevPrev[j - 2] ?? 0) + 1);
      row.push(d);
    }
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** The candidate that `input` most likely meant, or undefined when none is close or two tie. */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  const wanted = normalize(input);
  if (wanted.length === 0 || input.length > 64) return undefined;
  const same = candidates.filter((c) => normalize(c) === wanted && c !== input);
  if (same.length > 0) return same.length === 1 ? same[0] : undefined;
  const limit = wanted.length <= 3 ? 0 : wanted.length <= 5 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = limit + 1;
  let tie = false;
  for (const candidate of candidates) {
    const d = editDistance(wanted, normalize(candidate));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) tie = true;
  }
  return tie ? undefined : best;
}
