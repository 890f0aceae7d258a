import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CountryPicker, type CountryPickerText } from './CountryPicker.tsx';
import { InviteAnswer, type Answer, type InviteAnswerText } from './InviteAnswer.tsx';
import { postInvite, onMobileDevice, saveInvitedUser, openQrPopup } from './post-invite.ts';
import { SpinnerOverlay } from '../ui/SpinnerOverlay.tsx';
import type { SearchableCountry } from '../../domain/country-search.ts';
import { phoneDigits, canSubmitInvite, inviteCodeFromPath, inviteRequestBody, inviteOutcome, INVITE_MAX_DIGITS, INVITED_USER_KEY } from '../../domain/invite.ts';

export interface InviteFormProps {
  /** Sent as the `lang` header, so the server's messages come in the page language. */
  lang: string;
  /** Countries offered by the picker, names in the page language. */
  countries: SearchableCountry[];
  /** The picker's first country (the visitor's, else Great Britain). */
  initial: string;
  /** Store links of the download-app popup. */
  stores: Array<{ type: string; url: string; label: string }>;
  text: CountryPickerText & InviteAnswerText & { phone: string; countryCode: string; submit: string; sending: string };
}

/**
 * Invite acceptance form (public-site §4, §5, §7, §8): country picker and phone number; the button
 * is enabled from 6 digits and Enter submits; the answer opens the download-app popup (mobile), the
 * QR popup (elsewhere), the server's message or the failure popup.
 */
export default function InviteForm({ lang, countries, initial, stores, text }: InviteFormProps) {
  const [country, setCountry] = useState(() => countries.find((c) => c.code_a2 === initial) ?? countries[0]);
  const [number, setNumber] = useState('');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const phoneId = useId();
  // The server-rendered picker button waits for the island (a click before would be lost); what
  // the visitor typed before the island hydrated is in the field but not in the state yet.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    if (phoneInput.current?.value) setNumber(phoneDigits(phoneInput.current.value));
  }, []);
  if (!country) return null;
  const prefix = country.phone_prefix;
  const ready = canSubmitInvite(prefix, number) && !busy;

  async function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (!country || !canSubmitInvite(prefix, number)) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    try {
      const body = inviteRequestBody(prefix, number, inviteCodeFromPath(location.pathname));
      const outcome = inviteOutcome(await postInvite(body, lang, controller.signal), { prefix, number, country: country.code_a2 }, onMobileDevice());
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
      <form className="invite-form" onSubmit={submit} noValidate>
        <div className="invite-phone">
          <button type="button" className="invite-country" aria-haspopup="dialog" disabled={!hydrated} onClick={() => setPicking(true)}>
            <span className="visually-hidden">{text.countryCode}: {country.name} </span>+{prefix}
          </button>
          <div className="field">
            <label htmlFor={phoneId}>{text.phone}</label>
            <input
              ref={phoneInput} id={phoneId} name="phone_number" type="tel" inputMode="numeric" autoComplete="tel-national"
              maxLength={INVITE_MAX_DIGITS} value={number} onChange={(e) => setNumber(phoneDigits(e.target.value))}
            />
          </div>
        </div>
        <button type="submit" className="button" disabled={!ready}>{text.submit}</button>
      </form>
      {/* Overlays live at the end of the body, outside the hero's brand colours (and the server has none to render). */}
      {hydrated && createPortal(
        <>
          <CountryPicker
            open={picking} countries={countries} selected={country.code_a2} text={text}
            onChoose={(chosen) => { setCountry(chosen); setPicking(false); }} onClose={() => setPicking(false)}
          />
          <InviteAnswer answer={answer} stores={stores} text={text} onDone={() => setAnswer(null)} />
        </>,
        document.body,
      )}
    </SpinnerOverlay>
  );
}
