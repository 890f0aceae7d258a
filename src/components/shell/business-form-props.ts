import type { Region } from '../../i18n/regions.ts';
import { translate } from '../../i18n/translate.ts';
import { thirdParty } from '../../lib/third-party.ts';
import { embeddedFormLang, type BusinessKind } from '../../domain/business-request.ts';
import type { BusinessRequestProps } from '../../islands/BusinessRequest.tsx';

/**
 * The island's props: its strings in the page language (islands carry only what they show) and,
 * when the embedded form service is configured, the form for the language and page kind.
 */
export function businessFormProps(region: Region, kind: BusinessKind, label: string): BusinessRequestProps {
  const t = (key: string) => translate(region.lang, key);
  const formId = thirdParty.embeddedFormIds[kind]?.[embeddedFormLang(region.lang)];
  return {
    label,
    kind,
    lang: region.lang,
    embedded: thirdParty.embeddedFormUrl && formId ? { scriptUrl: thirdParty.embeddedFormUrl, formId } : null,
    text: {
      title: t('businessForm.title'),
      intro: t('businessForm.intro'),
      name: t('businessForm.name'),
      email: t('businessForm.email'),
      company: t('businessForm.company'),
      message: t('businessForm.message'),
      submit: t('common.send'),
      sending: t('businessForm.sending'),
      sentTitle: t('businessForm.sentTitle'),
      sentText: t('businessForm.sentText'),
      close: t('a11y.close'),
      required: t('validation::site.js.validation.req.error'),
      email_invalid: t('validation::email.invalid'),
      failed: t('error.somethingWrong'),
      done: t('common.done'),
    },
  };
}
