import { useMemo } from 'react';
import { paths } from '../../api/paths.ts';
import type { Form } from '../../api/schemas/form.ts';
import { readForm } from '../../api/schemas/light.ts';
import { afterSignIn, REGISTRATION, sessionEndedAt } from '../../domain/auth-routing.ts';
import { safeRedirect } from '../../domain/safe-redirect.ts';
import { CAPTCHA_REQUIRED } from '../../domain/captcha.ts';
import { startAfterSignIn, startQuery } from '../../domain/calculator-resume.ts';
import { FormView, useServerForm } from '../../ui/forms/index.ts';
import { navigate, type AppLocation } from '../router.ts';
import { $welcome } from '../state.ts';
import { formsTranslate, useT } from '../strings.ts';
import { submitForm } from '../submit.ts';
import type { PageState } from '../use-page.ts';
import { useCaptcha } from './CaptchaStandIn.tsx';

/** The login form (sender-flows §3): username, password and the captcha response go on the wire as phone, password, captcha. */
export function loginForm(text: { phoneInvalid: string; phoneHint: string }): Form {
  // Read as the form schema reads a server's form (defaults filled in), without loading zod.
  const form = readForm({
    name: 'login',
    action: paths.loginSecurityCheck,
    fields: [
      { name: 'username', canonicalPath: 'phone', type: 'tel', mandatory: true, checkRegexp: '^\\+?[0-9][0-9 ()-]{6,22}$', checkRegexpError: text.phoneInvalid, comment: text.phoneHint },
      { name: 'password', type: 'password', mandatory: true },
      { name: 'captchaResponse', canonicalPath: 'captcha', type: 'hidden' },
    ],
  });
  if (!form) throw new Error('the login form is outside the form schema');
  return form;
}

/**
 * Sign in (sender-flows §2, §3, §7): the login form; its own errors land on the password field with
 * the error hint; the captcha shows as soon as the page data or a refused answer asks for it (after
 * three failures, with the third one's answer). Success welcomes the user and goes to the state's
 * explicit target, else the answer's redirectTo.
 */
export function LoginScreen({ where, page }: { where: AppLocation; page: PageState }) {
  const t = useT();
  const captcha = useCaptcha(page);
  const form = useMemo(() => loginForm({ phoneInvalid: t('login.phoneInvalid'), phoneHint: t('login.phoneHint') }), [t]);
  const controller = useServerForm(form, { t: formsTranslate, serverErrorField: 'password' });
  // Solving the captcha answers an attempt refused only for the want of it: that error goes.
  const solved = () => {
    if (controller.errors['password']?.code === CAPTCHA_REQUIRED) controller.clearError('password');
  };
  const onSubmit = async (values: Readonly<Record<string, string>>) => {
    if (!captcha.ready()) return;
    const answer = await submitForm(form, { ...values, captchaResponse: captcha.value }, { canonical: true });
    if (!answer) return;
    if (answer.ok) {
      $welcome.set({ name: answer.data.auth?.userName ?? null, special: answer.data.auth?.isNewUser ?? false });
      navigate(afterSignIn(safeRedirect(where.state.redirectTo, location.origin), startAfterSignIn(where.search) ?? answer.redirectTo), { replace: true });
      return;
    }
    captcha.after(answer.data);
    return answer;
  };
  return (
    <section className="app-screen" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {sessionEndedAt(where.search, where.state) && (
        <p className="app-notice" role="status">
          {t('login.sessionEnded')}
        </p>
      )}
      <FormView
        form={form}
        controller={controller}
        onSubmit={onSubmit}
        t={formsTranslate}
        loginForm
        serverErrorField="password"
        aria-label={t('login.title')}
        labels={{ username: t('login.phone'), password: t('login.password') }}
        submitLabel={t('login.submit')}
      >
        {captcha.box(solved)}
      </FormView>
      <p className="app-aside">
        {t('login.noAccount')} <a href={REGISTRATION + startQuery(where.search)}>{t('login.register')}</a>
      </p>
    </section>
  );
}
