// showServerError (sender-flows §7, §8): which answers open the error popup, and the code an
// answer carries. The spec leaves the ignore list open; ours is in the README (Signed-in area).
import { classifyErrorCode } from './block-level.ts';

interface ServerErrorAnswer {
  showServerError?: boolean | undefined;
  errorCode?: unknown;
  code?: unknown;
  extra?: Record<string, unknown> | undefined;
  messages?: Record<string, string> | undefined;
  errorMessage?: unknown;
}

/**
 * Codes whose own screen explains them, so the generic popup would only say it twice: the block
 * codes (group A: block modal), the frozen-account codes (group B: disclaimer), and the login's
 * own errors, which the login form shows on its password field with the error hint (the captcha
 * request also shows the captcha).
 */
const IGNORED_SERVER_ERROR_CODES: ReadonlySet<string> = new Set(['CAPTCHA_REQUIRED', 'WRONG_CREDENTIALS', 'INVALID_CREDENTIALS_FORMAT']);

export function isIgnoredServerError(code: string | null): boolean {
  if (code === null) return false;
  if (IGNORED_SERVER_ERROR_CODES.has(code)) return true;
  return classifyErrorCode(code, null).group !== null;
}

/** The answer's server error code: extra.serverErrorCode.code first (sender-flows §7), then errorCode or code. */
export function serverErrorCode(answer: ServerErrorAnswer): string | null {
  const fromExtra = (answer.extra?.['serverErrorCode'] as { code?: unknown } | undefined)?.code;
  for (const value of [fromExtra, answer.errorCode, answer.code]) {
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

/** The popup's HTML (sanitized by the caller) and close label, or null when no popup opens. */
export function serverErrorPopup(answer: ServerErrorAnswer): { html: string; close: string | null } | null {
  if (answer.showServerError !== true) return null;
  if (isIgnoredServerError(serverErrorCode(answer))) return null;
  const text = answer.messages?.['errorText'] ?? (typeof answer.errorMessage === 'string' ? answer.errorMessage : '');
  if (!text.trim()) return null;
  return { html: text, close: answer.messages?.['buttonClose'] ?? null };
}
