/**
 * Field types the interface knows (sender-flows §3); the server may send others, shown as text.
 * Apart from the schemas so the forms engine can read it without bundling zod.
 */
export const KNOWN_FIELD_TYPES = [
  'text', 'tel', 'number', 'date', 'pan', 'textarea', 'drop_box', 'email', 'password', 'search', 'hidden', 'cvv',
  'exp_date', 'checkbox', 'bik', 'bank_account', 'phone', 'phone_strict', 'autocomplete_address', 'upload_doc',
  'digital', 'country', 'file',
] as const;
