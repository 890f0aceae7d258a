// Classic JSX: React.createElement is already in the page's React chunk; no jsx runtime (landing JS budget).
/** @jsxRuntime classic */
/** @jsx React.createElement */
/** @jsxFrag React.Fragment */
import * as React from 'react';
import { useId } from 'react';

interface AmountFieldState {
  value: string;
  disabled: boolean;
  invalid: boolean;
  onFocus: () => void;
  onBlur: () => void;
  onChange: (raw: string) => void;
}

interface Props {
  side: 'from' | 'to';
  label: string;
  field: AmountFieldState;
  /** The country and currency beside the amount, and the button that opens its menu. */
  currency: string;
  country: string;
  menuLabel: string;
  onMenu: () => void;
  error: string | null;
}

/**
 * One amount of the calculator (sender-flows §5 Amount input): a decimal keyboard on phones; what
 * is typed stays as typed (the state machine reads it in the page's locale and says what is wrong),
 * disabled while the other side has focus, its error announced and tied to the field.
 */
export function AmountField({ side, label, field, currency, country, menuLabel, onMenu, error }: Props) {
  const id = useId();
  return (
    <div className="calc-field">
      <label htmlFor={id}>{label}</label>
      <div className="calc-row">
        <input
          id={id}
          data-side={side}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={field.value}
          disabled={field.disabled}
          aria-invalid={field.invalid || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={field.onFocus}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.currentTarget.value)}
        />
        <button type="button" className="calc-country" aria-label={menuLabel} aria-haspopup="dialog" onClick={onMenu}>
          <span className="calc-country-name">{country}</span> <strong>{currency}</strong>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="calc-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
