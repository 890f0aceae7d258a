// Invite acceptance (public-site §4 Invite flow, §7): the visitor enters a phone on the invite
// page; code 0 means accepted (countryA2 from the phone's dialling prefix), any other code comes
// with a message in the `lang` header's language.
import type { Context } from '../context.ts';
import { INVITE_REFUSED_NUMBER } from '../catalogue.ts';
import { BadRequest, readJson, sendJson } from '../http.ts';
import { internationalRefusal } from '../phone.ts';
import type { Reference } from '../reference.ts';

/** Answer codes (public-site §7 reads `code`, 0 is success). */
export const INVITE_CODES = {
  accepted: 0,
  invalidPhone: 1,
  invalidInviteCode: 2,
  unknownInviteCode: 3,
  refusedNumber: 4,
} as const;
type Refusal = Exclude<keyof typeof INVITE_CODES, 'accepted'>;

/** Invite codes are the last path segment of the invite page: letters and digits. */
const INVITE_CODE = /^[A-Za-z0-9]{3,32}$/;
/** public-site §9: prefix plus number, 6 to 16 digits. */
const PHONE = /^\d{6,16}$/;

type Lang = 'en' | 'es' | 'ru' | 'fr' | 'de' | 'pt';
const MESSAGES: Record<Lang, Record<Refusal, string>> = {
  en: {
    invalidPhone: 'Enter a mobile number with its country code, as many digits as numbers of that country have.',
    invalidInviteCode: 'This invitation link is broken. Ask your friend to send it again.',
    unknownInviteCode: 'This invitation is not valid any more. Ask your friend for a new link.',
    refusedNumber: 'We cannot accept an invitation for this phone number. Contact support if you think this is a mistake.',
  },
  es: {
    invalidPhone: 'Introduce un número de móvil con su prefijo de país y tantos dígitos como tienen los números de ese país.',
    invalidInviteCode: 'Este enlace de invitación no funciona. Pide a tu amigo que te lo envíe de nuevo.',
    unknownInviteCode: 'Esta invitación ya no es válida. Pide a tu amigo un enlace nuevo.',
    refusedNumber: 'No podemos aceptar una invitación para este número de teléfono. Contacta con soporte si crees que es un error.',
  },
  ru: {
    invalidPhone: 'Введите номер мобильного телефона с кодом страны и с тем числом цифр, какое бывает у номеров этой страны.',
    invalidInviteCode: 'Ссылка-приглашение повреждена. Попросите друга отправить её ещё раз.',
    unknownInviteCode: 'Это приглашение больше не действует. Попросите у друга новую ссылку.',
    refusedNumber: 'Мы не можем принять приглашение для этого номера телефона. Если это ошибка, напишите в поддержку.',
  },
  fr: {
    invalidPhone: 'Saisissez un numéro de mobile avec son indicatif pays, avec autant de chiffres que les numéros de ce pays.',
    invalidInviteCode: "Ce lien d'invitation ne fonctionne pas. Demandez à votre ami de le renvoyer.",
    unknownInviteCode: "Cette invitation n'est plus valable. Demandez un nouveau lien à votre ami.",
    refusedNumber: "Nous ne pouvons pas accepter d'invitation pour ce numéro. Contactez le support si vous pensez qu'il s'agit d'une erreur.",
  },
  de: {
    invalidPhone: 'Geben Sie eine Handynummer mit Ländervorwahl ein, mit so vielen Ziffern, wie Nummern dieses Landes haben.',
    invalidInviteCode: 'Dieser Einladungslink ist fehlerhaft. Bitten Sie die Person, die Sie eingeladen hat, ihn noch einmal zu senden.',
    unknownInviteCode: 'Diese Einladung ist nicht mehr gültig. Bitten Sie die Person, die Sie eingeladen hat, um einen neuen Link.',
    refusedNumber: 'Für diese Telefonnummer können wir keine Einladung annehmen. Wenden Sie sich an den Support, wenn Sie das für einen Fehler halten.',
  },
  pt: {
    invalidPhone: 'Introduza um número de telemóvel com o indicativo do país, com tantos dígitos quantos têm os números desse país.',
    invalidInviteCode: 'Este link de convite não funciona. Peça ao seu amigo para o enviar de novo.',
    unknownInviteCode: 'Este convite já não é válido. Peça um novo link ao seu amigo.',
    refusedNumber: 'Não podemos aceitar um convite para este número de telefone. Contacte o suporte se achar que é um erro.',
  },
};

/** The `lang` header's language ('es', 'pt-BR' → 'pt'); English otherwise. */
function messageLang(header: string | string[] | undefined): Lang {
  const first = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(MESSAGES, first) ? (first as Lang) : 'en';
}

/**
 * Where a shared dialling prefix is the home of several countries, the one it names: +1 is the
 * United States (Canada shares it; area codes are not modelled), +7 Russia except 76/77 Kazakhstan.
 */
const SHARED_PREFIX_HOME: Record<string, string> = {
  '1': 'US', '7': 'RU', '39': 'IT', '44': 'GB', '47': 'NO', '61': 'AU', '64': 'NZ', '212': 'MA', '262': 'RE', '358': 'FI', '590': 'GP', '599': 'CW',
};

const prefixIndex = new WeakMap<Reference, Map<string, string>>();

function prefixes(ref: Reference): Map<string, string> {
  let index = prefixIndex.get(ref);
  if (!index) {
    index = new Map([['76', 'KZ'], ['77', 'KZ']]);
    for (const country of ref.countries) {
      if (!index.has(country.phone_prefix)) index.set(country.phone_prefix, SHARED_PREFIX_HOME[country.phone_prefix] ?? country.code);
    }
    prefixIndex.set(ref, index);
  }
  return index;
}

/** ISO alpha-2 of the country whose dialling prefix starts the number (longest prefix wins). */
function countryOfPhone(ref: Reference, digits: string): string | null {
  const index = prefixes(ref);
  for (let length = 4; length >= 1; length--) {
    const code = index.get(digits.slice(0, length));
    if (code) return code;
  }
  return null;
}

function refuse(ctx: Context, status: number, reason: Refusal): void {
  const message = MESSAGES[messageLang(ctx.req.headers['lang'])][reason];
  sendJson(ctx.res, status, { code: INVITE_CODES[reason], countryA2: null, message });
}

export async function acceptInvite(ctx: Context): Promise<void> {
  const body = await readJson(ctx.req);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequest(400, { code: 'MALFORMED_BODY', body: 'Send a JSON object {phone, invite_code}.' });
  }
  const unknown = Object.keys(body).find((name) => name !== 'phone' && name !== 'invite_code');
  if (unknown !== undefined) throw new BadRequest(400, { code: 'UNKNOWN_FIELD', body: `Unknown field "${unknown.slice(0, 64)}".` });
  const { phone, invite_code: inviteCode } = body as Record<string, unknown>;
  // The interface sends digits only; spaces, dashes and a leading '+' from a pasted number are forgiven.
  const digits = typeof phone === 'string' ? phone.replace(/^\+/, '').replace(/[\s-]/g, '') : '';
  const country = PHONE.test(digits) ? countryOfPhone(ctx.ref, digits) : null;
  // A mobile number of its country (the invitation goes by SMS) with the country code once, as the
  // real backend checks it.
  if (!country || internationalRefusal(digits, { mobile: true }).refusal) return refuse(ctx, 400, 'invalidPhone');
  if (typeof inviteCode !== 'string' || !INVITE_CODE.test(inviteCode)) return refuse(ctx, 400, 'invalidInviteCode');
  const inviter = ctx.db.prepare('SELECT id FROM users WHERE invite_code = ?').get(inviteCode.toUpperCase());
  if (!inviter) return refuse(ctx, 200, 'unknownInviteCode');
  if (digits.endsWith(INVITE_REFUSED_NUMBER)) return refuse(ctx, 200, 'refusedNumber');
  // Accepting again is the same acceptance (the visitor may press the button twice).
  ctx.db.prepare('INSERT OR IGNORE INTO invites_accepted (invite_code, phone, created_at) VALUES (?, ?, ?)').run(inviteCode.toUpperCase(), digits, ctx.now());
  sendJson(ctx.res, 200, { code: INVITE_CODES.accepted, countryA2: country, message: null });
}
