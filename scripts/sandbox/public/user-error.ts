// The error code page /auth/user-error?code= (sender-flows §4: a payment ended with an error code
// links here; §8 error code groups; §6 US wording for 616 and 642; long text for 658 and 659), in
// the request's language (the sandbox's texts, userError.*).
import type { Context } from '../context.ts';
import { BadRequest, sendJson } from '../http.ts';
import { basePageData } from '../page-data.ts';
import { blockLevel, isFrozenAccount, usesAlternateRecipientWording, type BlockLevel } from '../../../src/domain/block-level.ts';
import type { TextKey, Translate } from '../texts.ts';

interface ErrorTexts {
  title: string;
  errorText: string;
}

/** A title and text of the sandbox's texts, in the request's language, with the code filled in. */
const texts = (t: Translate, title: TextKey, text: TextKey, code: number): ErrorTexts => ({ title: t(title, { code }), errorText: t(text, { code }) });

/**
 * The page's wording for a code, in the request's language: codes 616 and 642 (the recipient is
 * refused; US users get the standard wording, others the alternate one), 658 and 659 (long texts),
 * then a frozen account, a hard block, a soft block, any other code.
 */
function textsFor(code: number, level: BlockLevel | null, frozen: boolean, countryId: number | null, t: Translate): ErrorTexts {
  if (code === 616 || code === 642) {
    const alternate = usesAlternateRecipientWording(code, countryId);
    if (code === 616) return alternate ? texts(t, 'userError.616.alt.title', 'userError.616.alt.text', code) : texts(t, 'userError.616.title', 'userError.616.text', code);
    return alternate ? texts(t, 'userError.642.alt.title', 'userError.642.alt.text', code) : texts(t, 'userError.642.title', 'userError.642.text', code);
  }
  if (code === 658) return texts(t, 'userError.658.title', 'userError.658.text', code);
  if (code === 659) return texts(t, 'userError.659.title', 'userError.659.text', code);
  if (frozen) return texts(t, 'userError.frozen.title', 'userError.frozen.text', code);
  if (level === 'HARD_BLOCK') return texts(t, 'userError.hardBlock.title', 'userError.hardBlock.text', code);
  if (level === 'SOFT_BLOCK') return texts(t, 'userError.softBlock.title', 'userError.softBlock.text', code);
  return texts(t, 'userError.other.title', 'userError.other.text', code);
}

export function userErrorPage(ctx: Context): void {
  const raw = ctx.url.searchParams.get('code') ?? '';
  if (!/^\d{1,6}$/.test(raw)) throw new BadRequest(400, { code: 'INVALID_ERROR_CODE', body: 'code is a number of 1 to 6 digits.' });
  const code = Number(raw);
  const level = blockLevel(code);
  const frozen = isFrozenAccount(code);
  const wording = textsFor(code, level, frozen, ctx.user?.countryId ?? null, ctx.t);
  const data = basePageData(ctx, wording.title);
  data.messages = { title: wording.title, errorText: wording.errorText };
  data.extra = { code, blockLevel: level, frozen };
  sendJson(ctx.res, 200, data);
}
