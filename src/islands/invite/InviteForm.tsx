import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CountryPicker, type CountryPickerText } from '../../ui/primitives/CountryPicker.tsx';
import { InviteAnswer, type Answer, type InviteAnswerText } from './InviteAnswer.tsx';
import { postInvite, onMobileDevice, saveInvitedUser, openQrPopup } from './post-invite.ts';
import { SpinnerOverlay } from '../../ui/primitives/SpinnerOverlay.tsx';
import type { SearchableCountry } from '../../domain/country-search.ts';
import { interpolate } from '../../i18n/runtime.ts';
import { phoneDigits, canSubmitInvite, inviteCodeFromPath, inviteRequestBody, inviteOutcome, INVITED_USER_KEY } from '../../domain/invite.ts';
import { phoneProblemMessage, phoneText, readPhone, type PhoneRules } from '../../domain/phone-number.ts';
import { isMobileNumber, type MobileProblem } from '../../domain/phone-mobile.ts';
import { loadPhoneRules, phoneRulesNow } from '../../lib/load-phone-rules.ts';

export interface InviteFormProps {
  /** Sent as the `lang` header, so the server's messages come in the page language. */
  lang: string;
  /** Countries offered by the picker, names in the page language. */
  countries: SearchableCountry[];
  /** The picker's first country (the visitor's, else Great Britain). */
  initial: string;
  /** Store links of the download-app popup. */
  stores: Array<{ type: string; url: string; label: string }>;
  text: CountryPickerText & InviteAnswerText & { phone: string; countryCode: string; submit: string; sending: string; problems: InviteProblemText };
}

/** The phone's problems in the page language; {prefix} and {digits} are filled in. */
type InviteProblemText = Record<'short' | 'long' | 'length' | 'invalid' | 'otherCountry' | 'mobile', string>;

const PROBLEM_KEYS: Record<MobileProblem, keyof InviteProblemText> = {
  'too-short': 'short',
  'too-long': 'long',
  'invalid-length': 'length',
  invalid: 'invalid',
  'other-country': 'otherCountry',
  'not-mobile': 'mobile',
};
/** What the box takes: a pasted number with its spaces, brackets and dashes fits. */
const TEXT_MAX = 32;

const asPhoneCountry = (c: SearchableCountry) => ({ code: c.code_a2.toLowerCase(), prefix: c.phone_prefix, mask: '' });

/**
 * Invite acceptance form (public-site §4, §5, §7, §8): country picker and phone number; the button
 * is enabled from 6 digits and Enter submits; a number typed or pasted with its country code picks
 * that country and keeps the national number; the number must be a mobile number of its country, as
 * the invitation goes by SMS (the phone rules load on the first keystroke,
 * src/lib/load-phone-rules.ts); the answer opens the download-app popup (mobile), the QR popup (elsewhere), the server's message or the failure popup.
 */
export default function InviteForm({ lang, countries, initial, stores, text }: InviteFormProps) {
  const [country, setCountry] = useState(() => countries.find((c) => c.code_a2 === initial) ?? countries[0]);
  const [number, setNumber] = useState('');
  // What is shown while an international number is typed ('+44 77…'), else the kept digits.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rules, setRules] = useState<PhoneRules | null>(phoneRulesNow);
  const typed = useRef('');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const phoneId = useId();
  const errorId = `${phoneId}-error`;
  // The server-rendered picker button waits for the island (a click before would be lost); what
  // the visitor typed before the island hydrated is in the field but not in the state yet.
  const [hydrated, setHydrated] = useState(false);
  const readHydrated = useEffectEvent(() => {
    if (phoneInput.current?.value) read(phoneInput.current.value, rules);
  });
  useEffect(() => {
    setHydrated(true);
    readHydrated();
  }, []);
  // Rules that arrive after something was typed read it again (a pasted '+44…').
  const readAgain = useEffectEvent((arrived: NonNullable<typeof rules>) => {
    if (typed.current) read(typed.current, arrived);
  });
  useEffect(() => {
    if (rules) readAgain(rules);
  }, [rules]);
  if (!country) return null;
  const prefix = country.phone_prefix;
  const ready = canSubmitInvite(prefix, number) && !busy;

  function needRules(): Promise<PhoneRules | null> {
    if (rules) return Promise.resolve(rules);
    // Offline or a failed chunk: the number goes as typed and the server checks it.
    return loadPhoneRules().then(
      (loaded) => {
        setRules(loaded);
        return loaded;
      },
      () => null,
    );
  }

  /** Reads the box in the chosen country: the country and number kept, and the problem's message. */
  function read(raw: string, using: PhoneRules | null): { country: SearchableCountry; number: string; message: string | null } | null {
    const text = raw.slice(0, TEXT_MAX);
    typed.current = text;
    const current = country ?? countries[0];
    if (!current) return null;
    const reading = readPhone(text, asPhoneCountry(current), { rules: using, fixed: false, countries: countries.map(asPhoneCountry) });
    const next = countries.find((c) => c.code_a2 === reading.country.code.toUpperCase()) ?? current;
    // An invitation goes by SMS: a number that fits its country but is no mobile number is refused.
    const problem: MobileProblem | null = reading.problem ?? (using && reading.national && !isMobileNumber(using, next.code_a2, reading.national, next.phone_prefix) ? 'not-mobile' : null);
    if (next !== current) setCountry(next);
    setNumber(reading.national);
    const international = phoneText(text).international;
    setDraft(international && (problem !== null || reading.national === '' || !using) ? text : null);
    const message = problem && using ? problemText(problem, next.phone_prefix, using, next.code_a2) : null;
    return { country: next, number: reading.national, message };
  }

  function problemText(found: MobileProblem, code: string, using: PhoneRules, country2: string): string {
    // The values ({prefix}, {digits}) are the same whatever the problem.
    const { params } = phoneProblemMessage(found === 'not-mobile' ? 'invalid' : found, code, using.plan(country2));
    return interpolate(text.problems[PROBLEM_KEYS[found]], params);
  }

  async function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (!country || !canSubmitInvite(prefix, number)) return;
    const checked = await needRules();
    const reading = checked ? read(typed.current || number, checked) : null;
    setProblem(reading?.message ?? null);
    if (reading?.message) {
      phoneInput.current?.focus();
      return;
    }
    const sent = reading ? { country: reading.country, number: reading.number } : { country, number };
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    try {
      const sentPrefix = sent.country.phone_prefix;
      const body = inviteRequestBody(sentPrefix, sent.number, inviteCodeFromPath(location.pathname));
      const outcome = inviteOutcome(await postInvite(body, lang, controller.signal), { prefix: sentPrefix, number: sent.number, country: sent.country.code_a2 }, onMobileDevice());
      if (outcome.kind === 'qr' || outcome.kind === 'download-app') saveInvitedUser(INVITED_USER_KEY, outcome.saved);
      if (outcome.kind === 'qr') openQrPopup();
      else setAnswer(outcome.kind === 'message' ? { kind: 'message', message: outcome.message } : { kind: outcome.kind });
    } catch (error) {
      if (controller.signal.aborted) return;
      setAnswer({ kind: 'failure' });
    } finally {
      if (inFlight.current === controller) setBusy(false);
    }
  }

  return (
    <SpinnerOverlay active={busy} label={text.sending}>
      <form className="invite-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="invite-phone">
          <button type="button" className="invite-country" aria-haspopup="dialog" disabled={!hydrated} onClick={() => setPicking(true)}>
            <span className="visually-hidden">
              {text.countryCode}: {country.name}{' '}
            </span>
            +{prefix}
          </button>
          <div className="field">
            <label htmlFor={phoneId}>{text.phone}</label>
            <input
              ref={phoneInput}
              id={phoneId}
              name="phone_number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={draft ?? phoneDigits(number)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(e) => {
                setProblem(null);
                read(e.target.value, rules);
                if (!rules) void needRules();
              }}
              onBlur={() => {
                if (draft !== null && rules) setDraft(null);
              }}
            />
            {problem && (
              <p id={errorId} className="field-error">
                {problem}
              </p>
            )}
          </div>
        </div>
        <button type="submit" className="button" disabled={!ready}>
          {text.submit}
        </button>
      </form>
      {/* Overlays live at the end of the body, outside the hero's brand colours (and the server has none to render). */}
      {hydrated &&
        createPortal(
          <>
            <CountryPicker
              open={picking}
              countries={countries}
              selected={country.code_a2}
              text={text}
              onChoose={(chosen) => {
                // The number is read in the chosen country from now on (not as the '+…' typed before).
                typed.current = number;
                setDraft(null);
                setProblem(null);
                setCountry(chosen);
                setPicking(false);
              }}
              onClose={() => setPicking(false)}
            />
            <InviteAnswer answer={answer} stores={stores} text={text} onDone={() => setAnswer(null)} />
          </>,
          document.body,
        )}
    </SpinnerOverlay>
  );
}
