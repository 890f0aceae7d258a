// The error code page /auth/user-error?code= (sender-flows §4: a payment ended with an error code
// links here; §8 error code groups; §6 US wording for 616 and 642; long text for 658 and 659).
import type { Context } from '../app.ts';
import { BadRequest, sendJson } from '../http.ts';
import { basePageData } from '../page-data.ts';
import { blockLevel, isFrozenAccount, usesAlternateRecipientWording, type BlockLevel } from '../../../src/domain/block-level.ts';

interface ErrorTexts {
  title: string;
  errorText: string;
}

/** Codes 616 and 642: the recipient is refused. US users get the standard wording, others the alternate one. */
const RECIPIENT_CODES: Record<number, { standard: ErrorTexts; alternate: ErrorTexts }> = {
  616: {
    standard: { title: 'We can’t send money to this recipient', errorText: 'Transfers to this recipient are not available from your account (code 616). Choose another recipient or contact support.' },
    alternate: { title: 'We can’t send money to this person', errorText: 'The person you chose can’t receive transfers from Sendora (code 616). Send to someone else or contact support.' },
  },
  642: {
    standard: { title: 'This recipient can’t receive more transfers', errorText: 'This recipient has reached the limit of transfers they can receive (code 642). Try again later or contact support.' },
    alternate: { title: 'This person can’t receive more money now', errorText: 'The person you chose has received as much as they can for now (code 642). Try again later or contact support.' },
  },
};

/** Codes whose explanation is long (sender-flows §8: the error hint shows the long text). */
const LONG_TEXTS: Record<number, ErrorTexts> = {
  658: {
    title: 'We need to know where the money comes from',
    errorText:
      'To keep your account and the people you send to safe, the law asks us to check the source of the money for some transfers (code 658). ' +
      'Please upload a document that shows where the money comes from: a recent payslip, a bank statement of the last three months, or a document of a sale or an inheritance. ' +
      'We usually check documents within one working day and tell you by email. Until then this transfer waits; you can still cancel it from your history and get a full refund.',
  },
  659: {
    title: 'We need to confirm your identity again',
    errorText:
      'Something in this transfer needs a new identity check before we can send it (code 659). ' +
      'Please take a photo of a valid passport, national identity card or driving licence, and a selfie, from the verification page of your profile. ' +
      'Make sure the whole document is visible, not covered and not blurred. Most checks finish within minutes; a few take up to one working day, and we tell you by email when it is done.',
  },
};

function textsFor(code: number, level: BlockLevel | null, frozen: boolean, countryId: number | null): ErrorTexts {
  const recipient = RECIPIENT_CODES[code];
  if (recipient) return usesAlternateRecipientWording(code, countryId) ? recipient.alternate : recipient.standard;
  const long = LONG_TEXTS[code];
  if (long) return long;
  if (frozen) {
    return { title: 'Your account is frozen', errorText: `Your account is frozen for now (code ${code}). Contact support in the chat before you make another transfer.` };
  }
  if (level === 'HARD_BLOCK') {
    return { title: 'Your account is blocked', errorText: `For your security, transfers from your account are blocked (code ${code}). Contact support in the chat to find out what to do next.` };
  }
  if (level === 'SOFT_BLOCK') {
    return { title: 'We couldn’t make this transfer', errorText: `Our security checks stopped this transfer (code ${code}). Your account is still active: you can try another transfer or contact support.` };
  }
  return { title: 'Something went wrong', errorText: `We couldn’t complete your request (code ${code}). Try again, or contact support and quote this code.` };
}

export function userErrorPage(ctx: Context): void {
  const raw = ctx.url.searchParams.get('code') ?? '';
  if (!/^\d{1,6}$/.test(raw)) throw new BadRequest(400, { code: 'INVALID_ERROR_CODE', body: 'code is a number of 1 to 6 digits.' });
  const code = Number(raw);
  const level = blockLevel(code);
  const frozen = isFrozenAccount(code);
  const texts = textsFor(code, level, frozen, ctx.user?.countryId ?? null);
  const data = basePageData(ctx, texts.title);
  data.messages = { title: texts.title, errorText: texts.errorText };
  data.extra = { code, blockLevel: level, frozen };
  sendJson(ctx.res, 200, data);
}
