// The server's form as the rules read it (sender-flows §3 Form, Form field). The backend contract's
// schema (src/api/schemas/form.ts) is checked against these types, so the two cannot drift apart.

/**
 * Field types the interface knows (sender-flows §3); the server may send others, shown as text.
 * Apart from the schemas so the forms engine can read it without bundling zod.
 */
export const KNOWN_FIELD_TYPES = [
  'text',
  'tel',
  'number',
  'date',
  'pan',
  'textarea',
  'drop_box',
  'email',
  'password',
  'search',
  'hidden',
  'cvv',
  'exp_date',
  'checkbox',
  'bik',
  'bank_account',
  'phone',
  'phone_strict',
  'autocomplete_address',
  'upload_doc',
  'digital',
  'country',
  'file',
] as const;

/** One choice of a drop_box or country field. */
export interface FieldItem {
  value: string;
  title: string;
}

/** Form field (sender-flows §3 Form field); the meaning of each property is in the schema. */
export interface FormField {
  name: string;
  value: string;
  type: string;
  placeholder?: string | undefined;
  comment?: string | undefined;
  commentLong?: string | undefined;
  errorMessage?: string | undefined;
  errorTextLong?: string | undefined;
  checkRegexpError?: string | undefined;
  errorCode?: string | number | undefined;
  checkRegexp?: string | undefined;
  mandatory: boolean;
  maxLength?: number | undefined;
  isError: boolean;
  isReadOnly: boolean;
  visible: boolean;
  canonicalPath?: string | undefined;
  order?: number | undefined;
  id?: string | number | undefined;
  nonRepeatable?: boolean | undefined;
  showOnFieldSelectionName?: string | undefined;
  showOnFieldSelectionValue?: string | undefined;
  items?: FieldItem[] | undefined;
}

/** Form (sender-flows §3): the action is the path posted to under /api. */
export interface Form {
  name: string;
  fields: FormField[];
  action: string;
  errors: Record<string, string>;
}
