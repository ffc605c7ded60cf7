/**
 * How many times the person has chosen a language in this page (the header's picker). The profile's
 * saved language is read at sign-in; a choice made while that read is on its way is newer than
 * what it brings back and must not be undone by it (profileLanguageSync.ts). A counter, not a
 * timestamp: two choices in the same millisecond still count as two.
 */
let choices = 0;

export function noteLanguageChoice(): void {
  choices += 1;
}

export function languageChoicesSoFar(): number {
  return choices;
}
