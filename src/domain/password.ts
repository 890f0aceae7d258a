// A new password (sender-flows §2 Registration; §5: a broken rule gives its own message, not the
// generic "check this value"): 8 to 128 characters with at least one letter and one digit. The
// registration form checks it in the browser and the sandbox refuses it with the same rule.

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

/** The first rule a new password breaks, in the order a person fixes them. */
type PasswordProblem = 'too-short' | 'too-long' | 'no-letter' | 'no-digit';

/** Why a new password is refused, or null. Length counts characters, not UTF-16 units. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  if (!/\p{L}/u.test(password)) return 'no-letter';
  if (!/\d/.test(password)) return 'no-digit';
  return null;
}

/** The message of each problem: a key of the app's `auth` namespace, filled with `min` and `max`. */
export const PASSWORD_MESSAGE_KEYS = {
  'too-short': 'registration.passwordShort',
  'too-long': 'registration.passwordLong',
  'no-letter': 'registration.passwordLetter',
  'no-digit': 'registration.passwordDigit',
} as const satisfies Readonly<Record<PasswordProblem, string>>;

export const PASSWORD_MESSAGE_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;
