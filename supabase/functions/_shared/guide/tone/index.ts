// Tone Coach: turns a blaming message into a kind one that still says what the person needs.
//   keepsBlame(text)      — the checker: does a text still blame (English or Hebrew)?
//   rewriteToneOffline    — the embedded rewriter: clause by clause, every blaming clause becomes
//                           a first-person feeling and a need, then one request; non-blaming
//                           sentences are kept word for word; a kind message comes back unchanged.
//   rewriteTone           — the same, or a configured model's rewrite when it passes the checks.
//   measureToneCoach      — for the bench: how many rewrites changed and how many still blame.
export { keepsBlame, isBlaming, blameFindings } from './check.ts';
export { rewriteTone, rewriteToneOffline, acceptableModelRewrite, TONE_SYSTEM_PROMPT, type ToneRewrite } from './rewrite.ts';
export { measureToneCoach, type ToneMeasure } from './measure.ts';
