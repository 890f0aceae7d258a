// A new password (sender-flows §2 Registration; §5: a broken rule gives its own message, not the
// generic "check this value"): 8 to 128 characters with at least one letter and one digit. The
// registration form checks it in the browser and the sandbox refuses it with the same rule.
import type { RuleError } from './field-validation.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The first rule a new password breaks, in the order a person fixes them. */
export type PasswordProblem = 'too-short' | 'too-long' | 'no-letter' | 'no-digit';

/** Why a new password is refused, or null. Length counts characters, not UTF-16 units. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  if (!/\p{L}/u.test(password)) return 'no-letter';
  if (!/\d/.test(password)) return 'no-digit';
  return null;
}

/** The message of a problem: a key of the validation namespace and its values. */
export function passwordProblemMessage(problem: PasswordProblem): { key: string; params: Record<string, string> } {
  const params = { min: String(PASSWORD_MIN_LENGTH), max: String(PASSWORD_MAX_LENGTH) };
  switch (problem) {
    case 'too-short': return { key: 'validation::password.short', params };
    case 'too-long': return { key: 'validation::password.long', params };
    case 'no-letter': return { key: 'validation::password.letter', params };
    case 'no-digit': return { key: 'validation::password.digit', params };
  }
}

/** The rule as a form field's rule (FormView `fieldRules`): its message when broken, else null. */
export function newPasswordRule(value: string): RuleError | null {
  const problem = passwordProblem(value);
  return problem ? { kind: 'rule', ...passwordProblemMessage(problem) } : null;
}
