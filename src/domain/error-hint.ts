// The error hint of sender-flows §8: a button beside a field error that opens a popup with the
// long text and, when the screen can take one, a report-a-problem path.

/** Codes whose error always carries the hint (sender-flows §8). */
const HINT_CODES: ReadonlySet<string> = new Set(['658', '659']);

interface HintInput {
  /** The field's long error text (errorTextLong), if any. */
  longText?: string | undefined;
  /** The error's code, if the server gave one. */
  code?: string | undefined;
  /** The form is the login form: its input errors carry the hint. */
  loginForm?: boolean | undefined;
}

/** Whether a field error shows the hint button: long text exists, a login input error, or code 658/659. */
export function showsErrorHint({ longText, code, loginForm }: HintInput): boolean {
  return Boolean(longText?.trim()) || Boolean(loginForm) || (code !== undefined && HINT_CODES.has(code.trim()));
}

/** The popup's text: the long text when there is one, else the error's own message. */
export function hintText(longText: string | undefined, message: string): string {
  return longText?.trim() ? longText : message;
}
