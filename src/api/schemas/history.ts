import { z } from 'zod/mini';

const month = { year: z.int(), monthValue: z.int().check(z.gte(1), z.lte(12)) };

/** Payment history record (sender-flows §3). */
const paymentRecord = z.object({
  paymentId: z.int(),
  status: z.int(),
  submitDate: z.object({ ...month, dayOfMonth: z.int().check(z.gte(1), z.lte(31)) }),
  toProviderName: z.string(),
  payTitle: z.string(),
});

/** Bill (request) history record. */
const billRecord = z.object({
  id: z.int(),
  createDate: z.string(),
  /** Not yet seen by the sender. */
  newBill: z.boolean(),
});

const paged = <T extends z.ZodMiniType>(record: T) =>
  z.object({
    /** Newest month first; a month may continue on the next page (merged by the client, sender-flows §4 History). */
    groups: z.array(z.object({ ...month, records: z.array(record) })),
    page: z.int().check(z.gte(1)),
    /** Path + query of the next page, or null on the last page. */
    nextPage: z.nullable(z.string()),
  });

export const paymentHistory = paged(paymentRecord);
export const billHistory = paged(billRecord);

export type PaymentHistory = z.infer<typeof paymentHistory>;
export type BillHistory = z.infer<typeof billHistory>;

/** extra of the send page's data (GET /auth/send/main.page; sender-flows §3 Payment history, Bill history). */
export const sendPageExtra = z.object({
  paymentHistory,
  billHistory,
  lastPaymentId: z.nullable(z.int()),
  lastBillId: z.nullable(z.int()),
  email: z.nullable(z.string()),
  /** The special promo code is offered by email (while the sender's email is not confirmed). */
  showSpecialEmailPromoCode: z.boolean(),
});

export type SendPageExtra = z.infer<typeof sendPageExtra>;
