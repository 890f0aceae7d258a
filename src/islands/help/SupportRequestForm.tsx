import { useEffect, useId, useRef, useState } from 'react';
import { SpinnerOverlay } from '../../ui/primitives/SpinnerOverlay.tsx';
// Interface numbers from the shared constants, not the forms engine: this island then shares no
// chunk of its own with the /auth app (src/integrations/app-chunks.ts).
import { SCROLL_HIGHLIGHT_MS, TEXTAREA_ROWS } from '../../domain/interface.ts';
import '../../ui/forms/forms.css';
import { interpolate } from '../../i18n/runtime.ts';

import {
  checkSupportRequest,
  readSupportAnswer,
  SUPPORT_FIELDS,
  SUPPORT_LIMITS,
  SUPPORT_REQUESTS_PATH,
  type SupportErrors,
  type SupportField,
  type SupportProblem,
  type SupportValues,
} from '../../domain/support-request.ts';

interface SupportRequestText {
  intro: string;
  labels: Record<SupportField, string>;
  descriptionHint: string;
  required: Record<SupportField, string>;
  /** `{max}` is filled in. */
  tooLong: string;
  emailInvalid: string;
  invalid: string;
  submit: string;
  sending: string;
  failed: string;
  sentTitle: string;
  /** `{id}` and `{email}` are filled in. */
  sentText: string;
}

export interface SupportRequestFormProps {
  text: SupportRequestText;
}

const empty: SupportValues = { name: '', email: '', subject: '', description: '' };
const AUTOCOMPLETE: Partial<Record<SupportField, string>> = { name: 'name', email: 'email' };

/**
 * The help centre's new-request form (public-site §2 links, §5, §8): four mandatory fields checked
 * by the desk's schema before posting, then POST to the desk's Create Request call. Each problem
 * shows under its field in the page language, tied by aria-invalid and aria-describedby; the
 * desk's field errors are read the same way and the first such field is highlighted for 1 s; a
 * failure keeps what was typed. Success replaces the form with the request number.
 */
export default function SupportRequestForm({ text }: SupportRequestFormProps) {
  const [values, setValues] = useState<SupportValues>(empty);
  const [errors, setErrors] = useState<SupportErrors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ id: number; email: string } | null>(null);
  const [highlight, setHighlight] = useState<{ field: SupportField } | null>(null);
  const highlighted = highlight?.field ?? null;
  const [focusing, setFocusing] = useState<{ field: SupportField; fromServer: boolean } | null>(null);
  // The server-rendered button waits for the island: a press before would submit nowhere.
  const [hydrated, setHydrated] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const send = useRef<HTMLButtonElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const id = useId();
  useEffect(() => {
    setHydrated(true);
    // What was typed before the island woke is in the fields but not in the state yet.
    const typed = { ...empty };
    for (const field of SUPPORT_FIELDS) {
      const input = form.current?.elements.namedItem(field);
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) typed[field] = input.value;
    }
    if (SUPPORT_FIELDS.some((f) => typed[f] !== '')) setValues(typed);
  }, []);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);
  // The form was inert while sending: after a failure the focus goes back to the button, for the retry.
  useEffect(() => {
    if (failed && !busy) send.current?.focus();
  }, [failed, busy]);

  const message = (field: SupportField, problem: SupportProblem): string =>
    problem === 'required' ? text.required[field] : problem === 'too_long' ? interpolate(text.tooLong, { max: SUPPORT_LIMITS[field] }) : field === 'email' ? text.emailInvalid : text.invalid;

  /** Marks the fields; the first is focused once the form takes input again (it is inert while sending). */
  function showErrors(found: SupportErrors, fromServer: boolean) {
    setErrors(found);
    const first = SUPPORT_FIELDS.find((f) => found[f]);
    if (first) setFocusing({ field: first, fromServer });
  }

  // The first field in error gets the focus; the desk's errors also scroll to it and highlight it for a second (§5).
  useEffect(() => {
    if (!focusing || busy) return;
    setFocusing(null);
    const input = form.current?.querySelector<HTMLElement>(`[name="${focusing.field}"]`);
    input?.focus({ preventScroll: focusing.fromServer });
    if (!focusing.fromServer) return;
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- happy-dom and older browsers lack scrollIntoView
    input?.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    setHighlight({ field: focusing.field });
  }, [focusing, busy]);
  // Timed from the render that shows it, so a busy main thread cannot shorten the second.
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), SCROLL_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  async function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setFailed(false);
    const check = checkSupportRequest(values);
    if (!check.ok) {
      showErrors(check.errors, false);
      return;
    }
    setErrors({});
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    try {
      const response = await fetch(SUPPORT_REQUESTS_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(check.body),
        signal: controller.signal,
      });
      const outcome = readSupportAnswer(response.status, await response.json().catch(() => null));
      if (outcome.kind === 'created') setSent({ id: outcome.id, email: check.body.request.requester.email });
      else if (outcome.kind === 'invalid') showErrors(outcome.errors, true);
      else setFailed(true);
    } catch {
      if (controller.signal.aborted) return;
      setFailed(true);
    } finally {
      if (inFlight.current === controller) setBusy(false);
    }
  }

  if (sent) {
    return (
      <div ref={done} className="form-sent" role="status" tabIndex={-1}>
        <h2>{text.sentTitle}</h2>
        <p>{interpolate(text.sentText, { id: sent.id, email: sent.email })}</p>
      </div>
    );
  }

  return (
    <SpinnerOverlay active={busy} label={text.sending}>
      <form ref={form} className="stack-form support-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{text.intro}</p>
        {SUPPORT_FIELDS.map((field) => {
          const problem = errors[field];
          const inputId = `${id}-${field}`;
          const hintId = field === 'description' ? `${inputId}-hint` : undefined;
          const errorId = problem ? `${inputId}-error` : undefined;
          const props = {
            id: inputId,
            name: field,
            value: values[field],
            required: true,
            'aria-invalid': problem ? true : undefined,
            'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
            onChange: (e: { target: { value: string } }) => {
              setValues((v) => ({ ...v, [field]: e.target.value }));
              if (problem) setErrors((all) => ({ ...all, [field]: undefined }));
            },
          };
          return (
            <div className="field form-field" key={field} data-field={field} data-highlighted={highlighted === field || undefined}>
              <label htmlFor={inputId}>{text.labels[field]}</label>
              {hintId && (
                <p className="form-comment" id={hintId}>
                  {text.descriptionHint}
                </p>
              )}
              {field === 'description' ? (
                <textarea rows={TEXTAREA_ROWS} {...props} />
              ) : (
                <input type={field === 'email' ? 'email' : 'text'} autoComplete={AUTOCOMPLETE[field]} spellCheck={field === 'email' ? false : undefined} {...props} />
              )}
              {problem && (
                <p className="field-error" id={errorId}>
                  {message(field, problem)}
                </p>
              )}
            </div>
          );
        })}
        {/* Beside the button just pressed, so it shows where the sender is looking, on a phone too. */}
        {failed && (
          <p className="form-error" role="alert">
            {text.failed}
          </p>
        )}
        <button ref={send} type="submit" className="button" disabled={!hydrated || busy}>
          {text.submit}
        </button>
      </form>
    </SpinnerOverlay>
  );
}
