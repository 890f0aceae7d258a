// The one email rule (sender-flows §4 Email, §5; public-site business request): used by the forms
// engine's check of `email` fields, the identity check's email screen, the registration, profile
// and business request checks, and the sandbox's checks of the same calls.
//
// An address people can type and mail systems deliver to: a dot-atom local part (letters of any
// script, digits and RFC 5322's printable specials, dots between them) of at most 64 characters,
// '@', a domain of dot-separated labels (letters, digits, inner hyphens) with a top-level label of
// letters or an IDNA 'xn--' label; at most 254 characters in all. Quoted local parts, comments and
// IP-literal domains are valid in RFC 5322 but no one types them, and they carry the characters
// (<, >, (, ), ", spaces) that markup and header injection need.

export const EMAIL_MAX = 254;

const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const TOP = '(?:\\p{L}{2,63}|xn--[a-z0-9-]{1,59})';

/** The rule as a pattern, for a form's checkRegexp (it needs the Unicode flag, which the engine adds for \p{…}). */
export const EMAIL_PATTERN = `^(?=.{3,${EMAIL_MAX}}$)(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP}$`;

const EMAIL = new RegExp(EMAIL_PATTERN, 'u');

/** Whether a trimmed address follows the rule. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
