import { z } from 'zod/mini';
import { form } from './form.ts';
import { messageBody, messages } from './messages.ts';
import { auth } from './session.ts';
import { cheque, storedCard } from './payment.ts';
import { paymentForm } from './calculator.ts';

/** Optional answer parts shared by submits and page data (sender-flows §7). */
const common = {
  redirectTo: z.optional(z.string()),
  messages: z.optional(messages),
  messageBodyMessages: z.optional(z.array(messageBody)),
  authPromoAction: z.optional(z.nullable(z.string())),
  forms: z.optional(z.array(form)),
  extra: z.optional(z.record(z.string(), z.unknown())),
};

/** Answer of a form submit (sender-flows §7 "Possible answer parts"). */
export const submitAnswer = z.object({
  ...common,
  /** Show the error popup with messages.errorText unless the code is ignored (sender-flows §8). */
  showServerError: z.optional(z.boolean()),
  complexMessages: z.optional(z.array(z.object({ title: z.string(), text: z.string() }))),
  countryMenu: z.optional(z.unknown()),
  /** Field errors in one of the five shapes (see errors.ts). */
  errors: z.optional(z.unknown()),
  validateResultErrors: z.optional(z.unknown()),
  /** Session data of a sign-in or registration answer (sender-flows §3 Session data). */
  auth: z.optional(auth),
  /** The saved cards as they are after a card rename or delete (sender-flows §4 Cards: list update). */
  cards: z.optional(z.array(storedCard)),
});

/** Answer of a page-data request: GET of the page path with Accept: application/json (sender-flows §7). */
export const pageData = z.object({
  ...common,
  pageTitle: z.optional(z.string()),
  pageDescription: z.optional(z.string()),
  pageKeywords: z.optional(z.string()),
  cheque: z.optional(z.nullable(cheque)),
  chatBlocked: z.optional(z.boolean()),
  currentSiteSection: z.optional(z.string()),
  paymentForm: z.optional(paymentForm),
  auth: auth,
  cards: z.optional(z.array(storedCard)),
});

export type SubmitAnswer = z.infer<typeof submitAnswer>;
export type PageData = z.infer<typeof pageData>;
