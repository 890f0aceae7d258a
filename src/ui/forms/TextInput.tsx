import { useState } from 'react';
import { editedValue, inputSpec } from '../../domain/form-fields.ts';
import { ariaFor, type InputProps } from './field-context.ts';

/**
 * The text-like inputs (sender-flows §3): text, email, password, search, date, tel, number, pan,
 * cvv, exp_date, bik, bank_account, digital, autocomplete_address and unknown types. Formatting
 * as you type comes from src/domain/form-fields.ts; a password can be shown.
 */
export function TextInput(props: InputProps) {
  const { field, id, value, placeholder, onValue, onBlur, onFocus, t, behaviour } = props;
  const spec = inputSpec(field.type);
  const [reveal, setReveal] = useState(false);
  const upperCase = behaviour.upperCaseFields?.includes(field.name) ?? false;
  const isPassword = field.type === 'password';
  const input = (
    <input
      id={id}
      name={field.name}
      type={isPassword && reveal ? 'text' : spec.htmlType}
      inputMode={spec.inputMode}
      autoComplete={field.nonRepeatable ? 'off' : spec.autoComplete}
      placeholder={placeholder}
      value={value}
      readOnly={field.isReadOnly}
      maxLength={field.maxLength}
      data-upper={upperCase || undefined}
      onChange={(e) => onValue(editedValue(field, e.target.value, { upperCase }))}
      onBlur={onBlur}
      onFocus={onFocus}
      {...ariaFor(props)}
    />
  );
  if (!isPassword) return input;
  return (
    <div className="form-password">
      {input}
      <button
        type="button"
        className="form-password-toggle"
        aria-controls={id}
        aria-pressed={reveal}
        aria-label={t('forms::password.show')}
        title={t(reveal ? 'forms::password.hide' : 'forms::password.show')}
        onClick={() => setReveal((r) => !r)}
      >
        <EyeIcon open={!reveal} />
      </button>
    </div>
  );
}

/** An eye, struck through while the password is shown (pressing again hides it). */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}
