import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { paths } from '../../api/paths.ts';
import { form as formSchema, type Form } from '../../api/schemas/form.ts';
import { LOGIN, SIGNED_IN_HOME } from '../../domain/auth-routing.ts';
import { PASSWORD_MESSAGE_KEYS, PASSWORD_MESSAGE_VALUES, passwordProblem } from '../../domain/password.ts';
import { startAfterSignIn, startCountry, startQuery } from '../../domain/calculator-resume.ts';
import { FormView } from '../../ui/forms/index.ts';
import { $config, type AppConfig } from '../config.ts';
import { navigate } from '../router.ts';
import { $welcome } from '../state.ts';
import { $lang, formsTranslate, useT } from '../strings.ts';
import { submitForm } from '../submit.ts';
import type { PageState } from '../use-page.ts';
import { useCaptcha } from './CaptchaStandIn.tsx';

/** The invite code a referral link saved (public-site §2: cookie invite_code) goes with the registration. */
const inviteCode = (): string => /(?:^|;\s*)invite_code=([A-Za-z0-9]{3,32})(?:;|$)/.exec(document.cookie)?.[1] ?? '';

/** The registration form (README Backend contract: POST /api/registration), countries named in the visitor's language. */
function registrationForm(countries: AppConfig['sendingCountries'], lang: string, text: { passwordHint: string; countryPlaceholder: string }, from: string | null = null): Form {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  } catch {
    /* English names stay */
  }
  const items = countries.map((c) => ({ value: String(c.id), title: names?.of(c.code) ?? c.name })).sort((a, b) => a.title.localeCompare(b.title, lang));
  // A visitor who came from the calculator sends from the country it named.
  const chosen = countries.find((c) => c.code.toLowerCase() === from);
  return formSchema.parse({
    name: 'registration',
    action: paths.registration,
    fields: [
      // The whole international number in one field; the phone rules say what is wrong with it.
      { name: 'phone', type: 'phone', mandatory: true },
      { name: 'password', type: 'password', mandatory: true, comment: text.passwordHint },
      { name: 'name', type: 'text', mandatory: true, maxLength: 50 },
      { name: 'surname', type: 'text', mandatory: true, maxLength: 50 },
      { name: 'email', type: 'email', mandatory: true, maxLength: 254 },
      { name: 'country', type: 'drop_box', mandatory: true, items, placeholder: text.countryPlaceholder, ...(chosen ? { value: String(chosen.id) } : {}) },
      { name: 'agree', type: 'checkbox', mandatory: true, value: '' },
      { name: 'invite_code', type: 'hidden', value: inviteCode() },
      { name: 'captcha', type: 'hidden' },
    ],
  });
}

/**
 * Registration (sender-flows §2): every invalid field comes back at once (shape 1) onto its field;
 * the captcha shows as soon as the page data or an answer asks for it; success shows the special welcome.
 */
export function RegistrationScreen({ page }: { page: PageState }) {
  const t = useT();
  const lang = useStore($lang);
  const countries = useStore($config).sendingCountries;
  // A visitor who came from the calculator sends from its country: the phone starts with that country's code too.
  const [from] = useState(() => startCountry(location.search));
  const form = useMemo(
    () => registrationForm(countries, lang, { passwordHint: t('registration.passwordHint'), countryPlaceholder: t('registration.countryPlaceholder') }, from),
    [countries, lang, t, from],
  );
  // The password sets a new one: its message names the rule it breaks (src/domain/password.ts).
  const rules = useMemo(
    () => ({
      password: (value: string) => {
        const problem = passwordProblem(value);
        return problem ? { kind: 'pattern' as const, message: t(PASSWORD_MESSAGE_KEYS[problem], PASSWORD_MESSAGE_VALUES) } : null;
      },
    }),
    [t],
  );
  const captcha = useCaptcha(page, 'check');
  const onSubmit = async (values: Readonly<Record<string, string>>) => {
    if (!captcha.ready()) return;
    const answer = await submitForm(form, { ...values, captcha: captcha.value });
    if (!answer) return;
    if (answer.ok) {
      $welcome.set({ name: answer.data.auth?.userName ?? null, special: true });
      navigate(startAfterSignIn(location.search) ?? answer.redirectTo ?? SIGNED_IN_HOME, { replace: true });
      return;
    }
    captcha.after(answer.data);
    return answer;
  };
  const labels = Object.fromEntries((['phone', 'password', 'name', 'surname', 'email', 'country', 'agree'] as const).map((n) => [n, t(`registration.${n}`)]));
  return (
    <section className="app-screen" aria-labelledby="registration-title">
      <h1 id="registration-title">{t('registration.title')}</h1>
      <FormView
        form={form}
        onSubmit={onSubmit}
        t={formsTranslate}
        lang={lang}
        labels={labels}
        fieldRules={rules}
        {...(from ? { phone: { initial: from } } : {})}
        submitLabel={t('registration.submit')}
        aria-label={t('registration.title')}
      >
        {captcha.box()}
      </FormView>
      <p className="app-aside">
        {t('registration.haveAccount')} <a href={LOGIN + startQuery(location.search)}>{t('registration.login')}</a>
      </p>
    </section>
  );
}
