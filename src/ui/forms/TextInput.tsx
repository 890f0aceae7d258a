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
      // A formatted value is capped once formatted (editedValue): the attribute would cut a paste (12/2030) first.
      maxLength={spec.format ? undefined : field.maxLength}
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
        <span className="form-password-eye" aria-hidden="true" />
      </button>
    </div>
  );
}
