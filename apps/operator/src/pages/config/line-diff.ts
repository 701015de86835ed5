/** One line of a diff: kept, removed (only before) or added (only after). */
export interface DiffLine {
  kind: "same" | "removed" | "added";
  text: string;
}

/**
 * The line diff of `before` and `after` (a longest common subsequence): reading the kept and removed
 * lines gives `before`, the kept and added ones `after`. Sized for config values (hundreds of lines).
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split("\n");
  const b = after.split("\n");
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      (lcs[i] as number[])[j] =
        a[i] === b[j] ? (lcs[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(lcs[i + 1]?.[j] ?? 0, lcs[i]?.[j + 1] ?? 0);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ kind: "same", text: a[i] as string });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0))) {
      out.push({ kind: "removed", text: a[i] as string });
      i++;
    } else {
      out.push({ kind: "added", text: b[j] as string });
      j++;
    }
  }
  return out;
}

/** A config value as the console shows and edits it: indented JSON ("" for a key with no value). */
export const jsonText = (value: unknown): string =>
  value === undefined ? "" : JSON.stringify(value, null, 2);
