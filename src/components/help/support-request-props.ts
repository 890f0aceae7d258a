import type { Lang } from '../../i18n/languages.ts';
import { translate } from '../../i18n/translate.ts';
import type { SupportRequestFormProps } from '../../islands/help/SupportRequestForm.tsx';

/** The new-request island's strings in the page language (islands carry only what they show). */
export function supportRequestProps(lang: Lang): SupportRequestFormProps {
  const t = (key: string) => translate(lang, `help::request.${key}`);
  return {
    text: {
      intro: t('intro'),
      labels: { name: t('name'), email: t('email'), subject: t('subject'), description: t('description') },
      descriptionHint: t('descriptionHint'),
      required: { name: t('required.name'), email: t('required.email'), subject: t('required.subject'), description: t('required.description') },
      // {max}, {id} and {email} are filled in by the island.
      tooLong: t('tooLong'),
      emailInvalid: translate(lang, 'validation::email.invalid'),
      invalid: translate(lang, 'validation::site.js.validation.valid.error'),
      submit: translate(lang, 'common::common.send'),
      sending: translate(lang, 'common::businessForm.sending'),
      failed: t('failed'),
      sentTitle: t('sentTitle'),
      sentText: t('sentText'),
    },
  };
}
