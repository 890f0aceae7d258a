import type { Translate } from '../../i18n/runtime.ts';
import { useId, useState, type SubmitEvent } from 'react';
import { RECIPIENT_EMAIL_MAX, recipientEmail } from '../../api/schemas/antifraud.ts';
import { ScreenFrame } from './ScreenFrame.tsx';
import type { CallOutcome } from './use-identity-check.ts';

interface Props {
  t: Translate<'identity'>;
  focus: boolean;
  onSubmit: (email: string) => Promise<CallOutcome>;
  onBack: () => void;
}

type Problem = 'email.required' | 'email.invalid' | 'failed';

/**
 * Email (sender-flows §4): the one rule of src/api/schemas/antifraud.ts gives the field's limits,
 * checks it before the call, and the server's INVALID_EMAIL lands on the same field. The address
 * stays in this field only: never stored, never logged.
 */
export function EmailScreen({ t, focus, onSubmit, onBack }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = recipientEmail.safeParse(email);
    if (!parsed.success) {
      setProblem(email.trim() ? 'email.invalid' : 'email.required');
      document.getElementById(id)?.focus();
      return;
    }
    const outcome = await onSubmit(parsed.data);
    if (outcome === 'invalid-email') document.getElementById(id)?.focus();
    setProblem(outcome === 'ok' ? null : outcome === 'invalid-email' ? 'email.invalid' : 'failed');
  };

  const fieldError = problem === 'email.required' || problem === 'email.invalid';
  return (
    <ScreenFrame title={t('email.title')} focus={focus}>
      <p id={`${id}-text`}>{t('email.text')}</p>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={id}>{t('email.label')}</label>
          <input
            id={id}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={RECIPIENT_EMAIL_MAX}
            value={email}
            aria-invalid={fieldError || undefined}
            aria-describedby={fieldError ? `${id}-error` : `${id}-text`}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              if (fieldError) setProblem(null);
            }}
          />
          {fieldError && (
            <p className="field-error" id={`${id}-error`}>
              {t(problem)}
            </p>
          )}
        </div>
        {problem === 'failed' && (
          <p className="form-error" role="alert">
            {t('failed')}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="button">
            {t('email.submit')}
          </button>
          <button type="button" className="button secondary" onClick={onBack}>
            {t('back')}
          </button>
        </div>
      </form>
    </ScreenFrame>
  );
}
