import type { FormField } from '../../api/schemas/form.ts';
import type { FieldErrorState, FormBehaviour, Translate } from './types.ts';

/** What every input component gets from its row: the field, its ids, value and handlers. */
export interface InputProps {
  field: FormField;
  /** The input's id (its label points at it). */
  id: string;
  label: string;
  placeholder: string | undefined;
  value: string;
  error: FieldErrorState | undefined;
  /** Ids of the comment and error, for aria-describedby. */
  describedBy: string | undefined;
  onValue: (value: string) => void;
  onBlur: () => void;
  onFocus: () => void;
  /** Asks the form to submit (Enter in a phone input, sender-flows §5). */
  onSubmitRequest: () => void;
  t: Translate;
  behaviour: FormBehaviour & { lang: string };
  /** Values of the whole form: a phone field reads and sets its companions. */
  values: Readonly<Record<string, string>>;
  setOther: (name: string, value: string) => void;
  /** The value the server sent for a field of this form (a phone_country the flow fixed, say). */
  serverValue: (name: string) => string | undefined;
  /** A file field hands its File here. */
  onFile: (file: File | null) => void;
}

/** aria-invalid and aria-describedby of an input. */
export function ariaFor(props: Pick<InputProps, 'error' | 'describedBy' | 'field'>) {
  return {
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.describedBy,
    'aria-required': props.field.mandatory || undefined,
  } as const;
}
