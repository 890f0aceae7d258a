import { z } from 'zod/mini';

/** POST /api/v1/accept-invite-page/phones (public-site §7): code 0 is success. */
export const inviteAcceptAnswer = z.object({
  code: z.int(),
  countryA2: z.nullable(z.string()),
  message: z.nullable(z.string()),
});

/** Request page data (public-site §3): /api/v1/request-page/{key}, not-registered and libre variants. */
export const requestPage = z.object({
  status: z.enum(['success', 'paid', 'expired', 'cancelled', 'not_found']),
  avatar: z.nullable(z.string()),
  country_code: z.string(),
  headerText: z.string(),
  currencyCode: z.string(),
  comment: z.string(),
  formatedAmount: z.string(),
  promo_text: z.nullable(z.string()),
  continueWeb: z.nullable(z.string()),
  downloadLink: z.nullable(z.string()),
  getApp: z.nullable(z.string()),
  fromFi: z.string(),
  fromName: z.string(),
  errorText: z.nullable(z.string()),
  homePage: z.string(),
  billId: z.int(),
});

/** Support-desk search (sender-flows §7), the Zendesk shape. */
export const helpSearchAnswer = z.object({
  results: z.array(
    z.object({
      id: z.int(),
      title: z.string(),
      section_id: z.int(),
      label_names: z.array(z.string()),
      /** Help-desk locale of the article: the asked one, or en-us where it has no translation. */
      locale: z.string(),
      /** Text around the first match, HTML-escaped, matches in <em> (sanitize before showing). */
      snippet: z.string(),
      /** The site's own article path /help/category/{c}/section/{s}/article/{a}, unprefixed (default region). */
      html_url: z.string(),
    }),
  ),
  count: z.int(),
  page: z.int(),
  per_page: z.int(),
  page_count: z.int(),
  next_page: z.nullable(z.string()),
  previous_page: z.nullable(z.string()),
});

/** POST /api/zendesk/vote body (public-site §7). */
export const voteRequest = z.strictObject({
  articleId: z.int().check(z.positive()),
  userEmail: z.optional(z.nullable(z.email())),
  locale: z.string().check(z.regex(/^[a-z]{2}(-[a-z]{2,4})?$/)),
  isUpVote: z.boolean(),
});
export const voteAnswer = z.object({ ok: z.boolean(), value: z.optional(z.union([z.literal(1), z.literal(-1)])) });

/** POST /api/v1/business-request: the plain contact form when the embedded form service is off. */
export const businessRequestAnswer = z.object({ ok: z.literal(true) });

/** POST /api/api-client-verification (sender-flows §4): the tester's choice on the challenge page. */
export const challengeAnswer = z.object({ result: z.enum(['solved', 'failed']) });

/** extra of /auth/user-error?code= page data; messages hold title and errorText (sender-flows §4, §8). */
export const userErrorExtra = z.object({
  code: z.int().check(z.nonnegative()),
  /** Block level of the code (src/domain/block-level.ts), null when it is no block. */
  blockLevel: z.nullable(z.enum(['SOFT_BLOCK', 'HARD_BLOCK'])),
  /** Group B: the frozen-account disclaimer applies. */
  frozen: z.boolean(),
});

/** extra of GET /email/unsubscribe?code= page data: the confirm screen (sender-flows §2). */
export const unsubscribeScreenExtra = z.object({
  /** False for an unknown code: messages.errorText explains. */
  valid: z.boolean(),
  /** Opening this path unsubscribes (null when the code is unknown). */
  confirmLink: z.nullable(z.string()),
  homeLink: z.string(),
});

/** extra of GET /email/unsubscribe/confirm/{code} page data: the success screen with a home link. */
export const unsubscribeDoneExtra = z.object({ unsubscribed: z.boolean(), homeLink: z.string() });

/** extra of GET /email/confirm/{code} page data: success or failure icon, then the continue link. */
export const emailConfirmExtra = z.object({ confirmed: z.boolean(), continueLink: z.string() });

export type RequestPageAnswer = z.infer<typeof requestPage>;
