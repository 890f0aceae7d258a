import type { Region } from '../../i18n/regions.ts';
import { translate } from '../../i18n/translate.ts';
import { phoneCountries } from '../../content/phone-countries.ts';
import { initialCountry } from '../../domain/invite.ts';
import { appLinks } from '../shell/app-links.ts';
import type { InviteFormProps } from '../../islands/invite/InviteForm.tsx';

/** The invite island's props: countries and strings in the page language (islands carry only what they show). */
export function inviteFormProps(region: Region, submitLabel: string | undefined): InviteFormProps {
  const t = (key: string) => translate(region.lang, key);
  const countries = phoneCountries(region);
  return {
    lang: region.lang,
    countries,
    initial: initialCountry(countries, region.country)?.code_a2 ?? '',
    stores: (['apple', 'android', 'huawei'] as const).map((type) => ({ type, url: appLinks[type], label: t(`download.${type}`) })),
    text: {
      phone: t('phone.label'),
      countryCode: t('phone.countryCode'),
      submit: submitLabel ?? t('invite.button'),
      sending: t('content::invite.sending'),
      title: t('phone.chooseCountry'),
      searchLabel: t('content::invite.searchLabel'),
      clearSearch: t('content::invite.clearSearch'),
      notFound: t('content::invite.notFound'),
      close: t('a11y.close'),
      appTitle: t('content::invite.appTitle'),
      appText: t('content::invite.appText'),
      messageTitle: t('content::invite.messageTitle'),
      failureTitle: t('error.title'),
      failure: t('error.somethingWrong'),
      ok: t('common.ok'),
      problems: {
        short: t('validation::phone.short'),
        long: t('validation::phone.long'),
        length: t('validation::phone.length'),
        invalid: t('validation::phone.invalid'),
        otherCountry: t('validation::phone.otherCountry'),
        mobile: t('content::invite.notMobile'),
      },
    },
  };
}
