// Deeply nested JSON overflows PGlite's WASM stack before Postgres' own depth check fires (the
// statement then fails with XX000 instead of a clean 54001), so nesting is capped before any
// client text reaches the database. Real payloads come nowhere near the limit. Bodies are checked
// by parse/json-body as they are read; query values here.
export const MAX_NESTING = 512;

/** The deepest `[`/`{` nesting in a query value; every bracket counts, even inside quotes, to be safe. */
export function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > max) max = depth;
    } else if ((ch === 0x5d || ch === 0x7d) && depth > 0) {
      depth -= 1;
    }
  }
  return max;
}
