// A request body as text, refused instead of repaired (issue 36). A lenient decoder (Request.text(),
// Buffer.toString) turns bytes that are not UTF-8 into U+FFFD, and JSON.parse turns a `\ud800`
// escape into a lone UTF-16 surrogate, which is no character at all: stored, echoed back or
// re-encoded, it becomes U+FFFD or invalid output somewhere else. PostgREST refuses both (400
// PGRST102); so do /rest/v1 and the functions gateway, through these.

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** What is wrong with a body, in words for the error's details. */
export class BodyTextError extends Error {}

export const NOT_UTF8 = 'The request body is not valid UTF-8';
export const LONE_SURROGATE = 'The request body holds a \\u escape of a lone UTF-16 surrogate (\\ud800–\\udfff without its pair), which is not a character';

/** The bytes as UTF-8 text; BodyTextError when they are not UTF-8. */
export function decodeUtf8(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new BodyTextError(NOT_UTF8);
  }
}

/** A `\uD800`–`\uDFFF` escape (the backslash may itself be escaped: see loneSurrogateEscape). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/g;
const LOW_SURROGATE_ESCAPE = /^\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

/**
 * Whether JSON text holds an escape of a lone surrogate: a high one (`\ud800`–`\udbff`) not
 * followed at once by an escaped low one, or a low one (`\udc00`–`\udfff`) not preceded by a high
 * one. `\\ud800` (an escaped backslash, then the letters) is text, not an escape. Linear in the
 * text; a regular-expression scan that finds nothing in almost every body.
 */
export function hasLoneSurrogateEscape(text: string): boolean {
  SURROGATE_ESCAPE.lastIndex = 0;
  for (let match = SURROGATE_ESCAPE.exec(text); match !== null; match = SURROGATE_ESCAPE.exec(text)) {
    const at = match.index;
    let backslashes = 0;
    while (at - backslashes - 1 >= 0 && text.charCodeAt(at - backslashes - 1) === 0x5c) backslashes += 1;
    // An odd run before it: this backslash is the second half of `\\`, not an escape.
    if (backslashes % 2 === 1) continue;
    const isHigh = /[89abAB]/.test(match[0][3]!);
    if (!isHigh) return true;
    if (!LOW_SURROGATE_ESCAPE.test(text.slice(at + 6, at + 12))) return true;
    // The pair is one character: continue after its low half.
    SURROGATE_ESCAPE.lastIndex = at + 12;
  }
  return false;
}

/** decodeUtf8, then BodyTextError if the JSON text escapes a lone surrogate. */
export function strictJsonText(bytes: ArrayBuffer | Uint8Array): string {
  const text = decodeUtf8(bytes);
  if (hasLoneSurrogateEscape(text)) throw new BodyTextError(LONE_SURROGATE);
  return text;
}
