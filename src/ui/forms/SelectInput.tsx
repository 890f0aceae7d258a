import { ariaFor, type InputProps } from './field-context.ts';

/**
 * drop_box and country fields: a native select of the server's items (the platform's own picker on
 * phones). A read-only choice shows as a read-only box, still focusable and read out. Without
 * items, a country field takes text.
 */
export function SelectInput(props: InputProps) {
  const { field, id, value, onValue, onBlur, onFocus, t } = props;
  const items = field.items ?? [];
  if (field.isReadOnly) {
    const title = items.find((item) => item.value === value)?.title ?? value;
    return <input id={id} name={field.name} value={title} readOnly {...ariaFor(props)} />;
  }
  const known = items.some((item) => item.value === value);
  return (
    <select id={id} name={field.name} value={known ? value : ''} onChange={(e) => onValue(e.target.value)} onBlur={onBlur} onFocus={onFocus} {...ariaFor(props)}>
      {!known && (
        <option value="" disabled>
          {props.placeholder ?? t('forms::choose')}
        </option>
      )}
      {items.map((item) => (
        <option key={item.value} value={item.value}>
          {item.title}
        </option>
      ))}
    </select>
  );
}
