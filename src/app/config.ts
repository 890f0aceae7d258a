import { atom } from 'nanostores';
import type { Lang } from '../i18n/languages.ts';
import type { DocumentCheckConfig } from '../lib/third-party.ts';

/** Build-time settings the shell hands the app (third-party services stay off unless configured). */
export interface AppConfig {
  /** The support chat widget script (CHAT_WIDGET_URL), or null: the chat button opens the desk's new-request page. */
  chatUrl: string | null;
  /** Region code per language for the desk's new-request page (`/hc/{lang}-{country}/requests/new`). */
  deskRegions: Partial<Record<Lang, string>>;
  /** Hosts a redirect may reach besides this site (design.md redirect targets). */
  allowedRedirectHosts: string[];
  /** Sending countries for the registration form: numeric id and English name. */
  sendingCountries: Array<{ id: number; code: string; name: string }>;
  /** The document-check SDK of the KYC frame (DOCUMENT_CHECK_SDK), or null: the local capture. */
  documentCheck?: DocumentCheckConfig | null;
}

export const $config = atom<AppConfig>({ chatUrl: null, deskRegions: {}, allowedRedirectHosts: [], sendingCountries: [] });
