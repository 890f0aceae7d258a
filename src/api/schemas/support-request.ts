import { z } from 'zod/mini';
import { isEmail } from '../../domain/email.ts';
import { SUPPORT_LIMITS, type DeskErrorAnswer as DomainDeskErrorAnswer } from '../../domain/support-request.ts';

/**
 * The support desk's new request (public-site §2 links: the help centre's "Submit a request"), in
 * the Zendesk Requests API shape: POST /api/v2/requests.json with
 * `{request: {requester: {name, email}, subject, comment: {body}, custom_fields?}}`, answered 201
 * `{request: {id, status: "new", …}}` or 422 RecordInvalid `{error, description, details}`.
 * The sandbox checks what it receives with it; the form's own check (src/domain/support-request.ts)
 * writes the same rules out, and a property test holds the two together.
 */

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const supportRequestBody = z.object({
  request: z.object({
    requester: z.object({
      name: text(SUPPORT_LIMITS.name),
      email: z.string().check(z.trim(), z.minLength(1), z.maxLength(SUPPORT_LIMITS.email), z.refine(isEmail)),
    }),
    subject: text(SUPPORT_LIMITS.subject),
    comment: z.object({ body: text(SUPPORT_LIMITS.description) }),
    custom_fields: z.optional(
      z
        .array(
          z.object({
            id: z.int().check(z.positive()),
            value: z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
          }),
        )
        .check(z.maxLength(50)),
    ),
  }),
});
export type SupportRequestBody = z.infer<typeof supportRequestBody>;

/** The created request, as the desk answers it (the fields the site reads, plus the usual ones). */
export const supportRequestCreated = z.object({
  request: z.object({
    id: z.int().check(z.positive()),
    status: z.string(),
    subject: z.string(),
    description: z.string(),
    requester_id: z.int(),
    created_at: z.string(),
    url: z.optional(z.string()),
  }),
});

/** One problem in a RecordInvalid answer; `field_key` names the request attribute (`requester.email`). */
const deskErrorDetail = z.object({
  description: z.string(),
  error: z.string(),
  field_key: z.optional(z.string()),
});

/** The desk's error shape: 422 RecordInvalid with details per attribute, or 400 for an unreadable body. */
export const deskErrorAnswer = z.object({
  error: z.string(),
  description: z.string(),
  details: z.optional(z.record(z.string(), z.array(deskErrorDetail))),
}) satisfies z.ZodMiniType<DomainDeskErrorAnswer>;
export type DeskErrorAnswer = z.infer<typeof deskErrorAnswer>;
