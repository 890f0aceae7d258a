import type { Region } from '../../i18n/regions.ts';
import { translate } from '../../i18n/translate.ts';
import { thirdParty } from '../../lib/third-party.ts';
import { embeddedFormLang, type BusinessKind } from '../../domain/business-request.ts';
import type { BusinessRequestProps } from '../../islands/BusinessRequest.tsx';
import type { Lang } from '../../i18n/languages.ts';
import type { ShellBusinessRequestProps } from './ShellBusinessRequest.tsx';

/**
 * The island's props: its strings in the page language (islands carry only what they show) and,
 * when the embedded form service is configured, the form for the language and page kind.
 */
export function businessFormProps(region: Region, kind: BusinessKind, label: string): BusinessRequestProps {
  const formId = thirdParty.embeddedFormIds[kind]?.[embeddedFormLang(region.lang)];
  return {
    label,
    kind,
    lang: region.lang,
    embedded: thirdParty.embeddedFormUrl && formId ? { scriptUrl: thirdParty.embeddedFormUrl, formId } : null,
    text: businessFormText(region.lang),
  };
}

/** The key of the form's texts in the shell texts of each language (`/data/shell/{lang}.json`). */
export const BUSINESS_FORM_TEXTS = 'businessForm';

/**
 * The header's form on a page with the islands' loader: its texts stay out of the page (the same
 * in every page of a language) and the loader fetches them from the language's shell texts before
 * it hydrates the form (src/lib/inline/islands.ts).
 */
export function shellBusinessFormProps(region: Region, kind: BusinessKind, label: string): ShellBusinessRequestProps {
  return { ...businessFormProps(region, kind, label), text: { shellTexts: `/data/shell/${region.lang}.json#${BUSINESS_FORM_TEXTS}` } };
}

/** The form's strings in a language. */
export function businessFormText(lang: Lang): BusinessRequestProps['text'] {
  const t = (key: string) => translate(lang, key);
  return {
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
  };
}
