// Boundary keywords: topics either person asked the AI never to raise with the other. A keyword
// "appears" when it occurs as a whole word or phrase, case-insensitively, in any text of the
// request (Unicode-aware, so Hebrew keywords work too).

function normalise(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function containsBoundaryKeyword(texts: readonly string[], keywords: readonly string[]): boolean {
  const haystack = normalise(texts.join('\n'));
  return keywords.some((keyword) => {
    const needle = normalise(keyword).trim();
    if (!needle) return false;
    return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(needle)}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
  });
}
