import { z } from 'zod';

export { KNOWN_FIELD_TYPES } from '../field-types.ts';

/** One choice of a drop_box or country field. */
export const fieldItem = z.object({
  value: z.string(),
  title: z.string(),
});

/** Form field (sender-flows §3 Form field). */
export const formField = z.object({
  name: z.string().min(1),
  value: z.string().default(''),
  /** One of KNOWN_FIELD_TYPES or another server type. */
  type: z.string().default('text'),
  placeholder: z.string().optional(),
  comment: z.string().optional(),
  commentLong: z.string().optional(),
  errorMessage: z.string().optional(),
  /** Long error text: shown in the error-hint popup (sender-flows §8). */
  errorTextLong: z.string().optional(),
  /** Message when `checkRegexp` does not match. */
  checkRegexpError: z.string().optional(),
  errorCode: z.union([z.string(), z.number()]).optional(),
  /** Pattern the trimmed value must match (Unicode mode when it has letter or mark classes). */
  checkRegexp: z.string().optional(),
  mandatory: z.boolean().default(false),
  maxLength: z.number().int().positive().optional(),
  isError: z.boolean().default(false),
  isReadOnly: z.boolean().default(false),
  visible: z.boolean().default(true),
  /** Wire name when the payload uses canonical paths (`toValues[name]`). */
  canonicalPath: z.string().optional(),
  order: z.number().int().optional(),
  id: z.union([z.string(), z.number()]).optional(),
  nonRepeatable: z.boolean().optional(),
  /** Conditional visibility: shown when the named field holds the value. */
  showOnFieldSelectionName: z.string().optional(),
  showOnFieldSelectionValue: z.string().optional(),
  /** Choices of drop_box and country fields; an empty list on a parent field is not an error (§5). */
  items: z.array(fieldItem).optional(),
});

/** Form (sender-flows §3): the action is the path posted to under /api. */
export const form = z.object({
  name: z.string().min(1),
  fields: z.array(formField),
  action: z.string().startsWith('/'),
  /** Form-level errors, keyed by field name or 'form'. */
  errors: z.record(z.string(), z.string()).default({}),
});

export type FormField = z.infer<typeof formField>;
export type Form = z.infer<typeof form>;
