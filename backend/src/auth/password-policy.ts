// What a new password must be (sign-up, updateUser, admin): long enough, not on the common-password
// list, and hard to guess by zxcvbn-ts' estimate, with the user's own email address and its local
// part counted as known words (ASVS 2.1.7, NIST 800-63B 5.1.1.2). Refusals are GoTrue's 422
// weak_password, which auth-js surfaces as AuthWeakPasswordError{reasons}.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordRequirements } from '../config';
import { AuthError } from './errors';
import { passwordFeedbackEn } from './password-feedback-en';

export interface PasswordPolicy {
  /** In characters (code points): what the user typed, not UTF-16 units. */
  minLength: number;
  /** Lowest acceptable zxcvbn score, 0 (anything) to 4 (very hard to guess). */
  minScore: number;
  /** GoTrue's password_requirements (config.toml): kinds of character that must all appear. */
  requirements?: PasswordRequirements;
  /** Refuse the ~50,000 most common passwords (the embedded default). */
  refuseCommon?: boolean;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~";

/** The character sets GoTrue requires for each setting, in its order. */
const REQUIRED_CHARACTERS: Record<PasswordRequirements, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

/**
 * The estimator's matching grows faster than linearly with length and with l33t substitutions
 * (@ for a, 0 for o...). Judging only the first 64 characters with at most 10 substitutions keeps
 * the worst check (hostile input) to about ten milliseconds on the event loop instead of hundreds;
 * a password whose first 64 characters are hard to guess is hard to guess.
 */
const ESTIMATED_PREFIX_LENGTH = 64;
const MAX_L33T_SUBSTITUTIONS = 10;

// Built once at module load: the factory ranks the dictionaries, each check reuses them.
const estimator = new ZxcvbnFactory({
  dictionary,
  graphs: adjacencyGraphs,
  translations: passwordFeedbackEn,
  maxLength: ESTIMATED_PREFIX_LENGTH,
  l33tMaxSubstitutions: MAX_L33T_SUBSTITUTIONS,
});

// OWASP ASVS 6.2: refuse passwords from a list of the most common ones (zxcvbn's ~50k list).
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

const TOO_WEAK = 'Password is too weak: add more words or characters that are hard to guess.';

/** The words of the user's own that a guesser would try first: the address, its local part and the local part's pieces. */
function personalWords(email: string | undefined): string[] {
  if (!email) return [];
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  const pieces = local.split(/[^\p{L}\p{N}]+/u).filter((piece) => piece.length >= 3);
  return [...new Set([address, local, ...pieces].filter(Boolean))];
}

const weak = (message: string, reason: 'length' | 'pwned' | 'characters'): AuthError =>
  new AuthError(422, 'weak_password', message, { weak_password: { reasons: [reason] } });

/** Throws GoTrue's weak_password error when the password does not meet the policy. */
export function checkPasswordStrength(password: string, policy: PasswordPolicy, email: string | undefined): void {
  if ([...password].length < policy.minLength) {
    throw weak(`Password should be at least ${policy.minLength} characters.`, 'length');
  }
  const required = REQUIRED_CHARACTERS[policy.requirements ?? ''];
  if (required.some((set) => ![...password].some((char) => set.includes(char)))) {
    throw weak(`Password should contain at least one character of each: ${required.join(', ')}`, 'characters');
  }
  if ((policy.refuseCommon ?? true) && COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw weak('Password is known to be weak and easy to guess, please choose a different one.', 'pwned');
  }
  if (policy.minScore <= 0) return;
  const result = estimator.check(password, personalWords(email));
  if (result.score >= policy.minScore) return;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string => Boolean(text));
  // GoTrue's reasons are length, characters and pwned; a guessable choice of characters is the closest.
  throw weak([TOO_WEAK, ...advice].join(' '), 'characters');
}
