/**
 * Error reports (sender-flows §2 crash report, §7 POST /exception): the page address as `message`
 * and the error as `exception`, form-encoded; the answer is not read. Refused redirects and answers
 * outside the contract are reported the same way (sender-flows §8 "the error is reported").
 */
const MAX_EXCEPTION_CHARS = 8000;

export function reportError(exception: string): void {
  const text = exception.trim() || 'unknown error';
  const body = new URLSearchParams({ message: location.href, exception: text.slice(0, MAX_EXCEPTION_CHARS) });
  fetch('/exception', { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(() => {
    // Nothing more to do: the report itself could not be sent.
  });
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return String(error);
}

export function reportProblem(problem: string, detail?: unknown): void {
  console.warn(problem, detail);
  reportError(`${problem}${detail === undefined ? '' : `: ${JSON.stringify(detail).slice(0, 2000)}`}`);
}
