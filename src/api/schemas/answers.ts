import { z } from 'zod';
import { form } from './form.ts';
import { messageBody, messages } from './messages.ts';
import { auth } from './session.ts';
import { cheque, storedCard } from './payment.ts';
import { paymentForm } from './calculator.ts';

/** Optional answer parts shared by submits and page data (sender-flows §7). */
const common = {
  redirectTo: z.string().optional(),
  messages: messages.optional(),
  messageBodyMessages: z.array(messageBody).optional(),
  authPromoAction: z.string().nullable().optional(),
  forms: z.array(form).optional(),
  extra: z.record(z.string(), z.unknown()).optional(),
};

/** Answer of a form submit (sender-flows §7 "Possible answer parts"). */
export const submitAnswer = z.object({
  ...common,
  /** Show the error popup with messages.errorText unless the code is ignored (sender-flows §8). */
  showServerError: z.boolean().optional(),
  complexMessages: z.array(z.object({ title: z.string(), text: z.string() })).optional(),
  countryMenu: z.unknown().optional(),
  /** Field errors in one of the five shapes (see errors.ts). */
  errors: z.unknown().optional(),
  validateResultErrors: z.unknown().optional(),
  /** Session data of a sign-in or registration answer (sender-flows §3 Session data). */
  auth: auth.optional(),
  /** The saved cards as they are after a card rename or delete (sender-flows §4 Cards: list update). */
  cards: z.array(storedCard).optional(),
});

/** Answer of a page-data request: GET of the page path with Accept: application/json (sender-flows §7). */
export const pageData = z.object({
  ...common,
  pageTitle: z.string().optional(),
  pageDescription: z.string().optional(),
  pageKeywords: z.string().optional(),
  cheque: cheque.nullable().optional(),
  chatBlocked: z.boolean().optional(),
  currentSiteSection: z.string().optional(),
  paymentForm: paymentForm.optional(),
  auth: auth,
  cards: z.array(storedCard).optional(),
});

export type SubmitAnswer = z.infer<typeof submitAnswer>;
export type PageData = z.infer<typeof pageData>;
