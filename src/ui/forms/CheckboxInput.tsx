import { checkboxValue, isChecked } from '../../domain/form-fields.ts';
import { ariaFor, type InputProps } from './field-context.ts';

/**
 * A checkbox with its label beside it. It posts 'true'/'false' or 'on'/nothing, as the server's
 * value suggests; a mandatory box left unticked is empty, so the required check blocks the submit.
 */
export function CheckboxInput(props: InputProps & { initial: string }) {
  const { field, id, value, label, onValue, onBlur, onFocus, initial } = props;
  return (
    <div className="form-checkbox">
      <input
        id={id}
        name={field.name}
        type="checkbox"
        checked={isChecked(value)}
        aria-readonly={field.isReadOnly || undefined}
        onChange={(e) => {
          if (!field.isReadOnly) onValue(checkboxValue(field, e.target.checked, initial));
        }}
        onBlur={onBlur}
        onFocus={onFocus}
        {...ariaFor(props)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
