// Paths as the engineer types or picks them, on either platform's separators.

/** The folder holding `path` ('/' for a file at the root), or null when it names no folder. */
export function folderOf(path: string): string | null {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  if (cut < 0) return null;
  return cut === 0 ? path.slice(0, 1) : path.slice(0, cut);
}
