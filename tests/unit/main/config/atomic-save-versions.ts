// The documents the crash test's child saves, one per sequence number. Each is large enough that a
// save takes a while (so kills land inside it) and is fully determined by its number (so that the
// parent can tell a whole version from a torn one).
export function versionText(seq: number): string {
  const line = `${seq}`.padStart(8, '0');
  const features: Record<string, { vendorFeatureId: number; vendorFeatureName: string }> = {};
  for (let i = 0; i < 800; i++) features[`f.${line}.${i}`] = { vendorFeatureId: seq * 1000 + i, vendorFeatureName: `Feature ${line}/${i}` };
  return `${JSON.stringify({ seq, features }, null, 2)}\n`;
}

/** The sequence number of a saved text, if it is exactly one of the versions. */
export function versionOf(text: string): number | undefined {
  try {
    const { seq } = JSON.parse(text) as { seq: unknown };
    return typeof seq === 'number' && versionText(seq) === text ? seq : undefined;
  } catch {
    return undefined;
  }
}
