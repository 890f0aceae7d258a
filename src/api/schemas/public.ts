import { z } from 'zod';

/** POST /api/v1/accept-invite-page/phones (public-site §7): code 0 is success. */
export const inviteAcceptAnswer = z.object({
  code: z.number().int(),
  countryA2: z.string().nullable(),
  message: z.string().nullable(),
});

/** Request page data (public-site §3): /api/v1/request-page/{key}, not-registered and libre variants. */
export const requestPage = z.object({
  status: z.enum(['success', 'paid', 'expired', 'cancelled', 'not_found']),
  avatar: z.string().nullable(),
  country_code: z.string(),
  headerText: z.string(),
  currencyCode: z.string(),
  comment: z.string(),
  formatedAmount: z.string(),
  promo_text: z.string().nullable(),
  continueWeb: z.string().nullable(),
  downloadLink: z.string().nullable(),
  getApp: z.string().nullable(),
  fromFi: z.string(),
  fromName: z.string(),
  errorText: z.string().nullable(),
  homePage: z.string(),
  billId: z.number().int(),
});

/** Support-desk search (sender-flows §7), the Zendesk shape. */
export const helpSearchAnswer = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      section_id: z.number().int(),
      label_names: z.array(z.string()),
      snippet: z.string(),
      html_url: z.string(),
    }),
  ),
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  page_count: z.number().int(),
  next_page: z.string().nullable(),
  previous_page: z.string().nullable(),
});

/** POST /api/zendesk/vote body (public-site §7). */
export const voteRequest = z.strictObject({
  articleId: z.number().int().positive(),
  userEmail: z.email().nullable().optional(),
  locale: z.string().regex(/^[a-z]{2}(-[a-z]{2,4})?$/),
  isUpVote: z.boolean(),
});
export const voteAnswer = z.object({ ok: z.boolean(), value: z.union([z.literal(1), z.literal(-1)]).optional() });

/** POST /api/v1/business-request: the plain contact form when the embedded form service is off. */
export const businessRequestAnswer = z.object({ ok: z.literal(true) });
