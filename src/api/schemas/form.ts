import { z } from 'zod/mini';
import type { FieldItem, Form as DomainForm, FormField as DomainFormField } from '../../domain/form.ts';

export { KNOWN_FIELD_TYPES } from '../../domain/form.ts';

/** One choice of a drop_box or country field. */
const fieldItem = z.object({
  value: z.string(),
  title: z.string(),
}) satisfies z.ZodMiniType<FieldItem>;

/** Form field (sender-flows §3 Form field). */
export const formField = z.object({
  name: z.string().check(z.minLength(1)),
  value: z._default(z.string(), ''),
  /** One of KNOWN_FIELD_TYPES or another server type. */
  type: z._default(z.string(), 'text'),
  placeholder: z.optional(z.string()),
  comment: z.optional(z.string()),
  commentLong: z.optional(z.string()),
  errorMessage: z.optional(z.string()),
  /** Long error text: shown in the error-hint popup (sender-flows §8). */
  errorTextLong: z.optional(z.string()),
  /** Message when `checkRegexp` does not match. */
  checkRegexpError: z.optional(z.string()),
  errorCode: z.optional(z.union([z.string(), z.number()])),
  /** Pattern the trimmed value must match (Unicode mode when it has letter or mark classes). */
  checkRegexp: z.optional(z.string()),
  mandatory: z._default(z.boolean(), false),
  maxLength: z.optional(z.int().check(z.positive())),
  isError: z._default(z.boolean(), false),
  isReadOnly: z._default(z.boolean(), false),
  visible: z._default(z.boolean(), true),
  /** Wire name when the payload uses canonical paths (`toValues[name]`). */
  canonicalPath: z.optional(z.string()),
  order: z.optional(z.int()),
  id: z.optional(z.union([z.string(), z.number()])),
  nonRepeatable: z.optional(z.boolean()),
  /** Conditional visibility: shown when the named field holds the value. */
  showOnFieldSelectionName: z.optional(z.string()),
  showOnFieldSelectionValue: z.optional(z.string()),
  /** Choices of drop_box and country fields; an empty list on a parent field is not an error (§5). */
  items: z.optional(z.array(fieldItem)),
}) satisfies z.ZodMiniType<DomainFormField>;

/** Form (sender-flows §3): the action is the path posted to under /api. */
export const form = z.object({
  name: z.string().check(z.minLength(1)),
  fields: z.array(formField),
  action: z.string().check(z.startsWith('/')),
  /** Form-level errors, keyed by field name or 'form'. */
  errors: z._default(z.record(z.string(), z.string()), {}),
}) satisfies z.ZodMiniType<DomainForm>;

export type FormField = z.infer<typeof formField>;
export type Form = z.infer<typeof form>;
