import { ariaFor, type InputProps } from './field-context.ts';
import { TEXTAREA_ROWS } from '../../domain/interface.ts';

/** sender-flows §5: a textarea has 5 rows and a maximum length when configured. */
export function TextArea(props: InputProps) {
  const { field, id, value, placeholder, onValue, onBlur, onFocus } = props;
  return (
    <textarea
      id={id}
      name={field.name}
      rows={TEXTAREA_ROWS}
      placeholder={placeholder}
      value={value}
      readOnly={field.isReadOnly}
      maxLength={field.maxLength}
      onChange={(e) => onValue(e.target.value)}
      onBlur={onBlur}
      onFocus={onFocus}
      {...ariaFor(props)}
    />
  );
}
