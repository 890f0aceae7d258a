import { useEffect, useState } from 'react';
import type { PageData } from '../../api/schemas/answers.ts';
import type { Form } from '../../api/schemas/form.ts';
import { FormView } from '../../ui/forms/index.ts';
import { navigate } from '../router.ts';
import { ServerHtml } from '../ServerHtml.tsx';
import { $success } from '../state.ts';
import { formsTranslate, useT } from '../strings.ts';
import { submitForm } from '../submit.ts';
import type { PageState } from '../use-page.ts';
import { TEXT_KEYS } from '../server-texts.ts';

/** Page texts the generic screen shows (the user-error page's title and errorText, say). */

/**
 * The generic screen of an app path with no screen of its own: the page's title and texts, and
 * each server form of its page data through the forms engine (with none of them, RouteView shows
 * the not-found page instead). A submit's answer may rebuild the forms (values kept), show a success screen, or redirect.
 */
export function ServerFormScreen({ page }: { page: PageState }) {
  const t = useT();
  const data: PageData | null = page.phase === 'ready' ? page.data : null;
  const [forms, setForms] = useState<Form[]>([]);
  useEffect(() => setForms(data?.forms ?? []), [data]);
  if (!data) return null;
  const onSubmit = (index: number) => async (values: Readonly<Record<string, string>>, form: Form) => {
    const answer = await submitForm(form, values, { canonical: true });
    if (!answer) return;
    if (answer.ok && answer.redirectTo) {
      navigate(answer.redirectTo);
      return;
    }
    if (answer.ok && answer.data.forms?.[0]) setForms((list) => list.map((f, i) => (i === index ? answer.data.forms![0]! : f)));
    const successText = answer.ok ? answer.data.messages?.['successText'] : undefined;
    if (successText) $success.set(successText);
    return answer;
  };
  const title = data.messages?.['title'] ?? data.pageTitle ?? t('app.title');
  return (
    <section className="app-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      {TEXT_KEYS.map((key) => data.messages?.[key] && <ServerHtml key={key} html={data.messages[key]} />)}
      {forms.map((form, index) => (
        <FormView key={form.name} form={form} onSubmit={onSubmit(index)} t={formsTranslate} submitLabel={t('form.submit')} aria-label={form.name} />
      ))}
    </section>
  );
}
