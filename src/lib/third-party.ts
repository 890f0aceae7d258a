/**
 * The one switchboard of third-party services (design.md: off by default and in tests, loaded
 * lazily when configured). Each is configured at build time by environment; an empty value keeps
 * it off, so nothing leaves the visitor's browser for another host unless someone asked for it.
 *
 * | variable | service | consent |
 * |---|---|---|
 * | `ANALYTICS_SCRIPT_URL` | analytics / tag manager (its data layer is polled) | analytics |
 * | `MARKETING_SDK_URL` | messaging/marketing SDK (visit event, user identification) | marketing |
 * | `EMBEDDED_FORM_URL` | embedded form service script for the business request form | none (opened by the visitor) |
 * | `CHAT_WIDGET_URL` | support chat widget script (help pages; without it the chat button opens the desk's new-request page) | none (opened by the visitor) |
 * | `EMBEDDED_FORM_IDS` | JSON `{"enterprise":{"en":"…","es":"…"},"payments":{…}}` form ids | |
 * | `REVIEWS_WIDGET_URL`, `REVIEWS_BUSINESS_UNIT` | reviews widget script and the business unit it shows | none (loads when scrolled into view) |
 * | `JOBS_WIDGET_URL` | job-board widget script (careers) | none (loads when scrolled into view) |
 * | `DOCUMENT_CHECK_SDK` | `onfido`: the identity-verification SDK (npm `onfido-sdk-ui`, SDK 14.43.0) captures documents; unset: the local capture | none (the recipient starts the capture) |
 * | `DOCUMENT_CHECK_ORIGINS` | the SDK's hosts, space-separated (default: Onfido's SDK, asset and API hosts) | |
 * | `IDENTITY_PROVIDER_HOSTS` | hosts of the external verification provider the identity check may send a recipient to (space-separated; this site's own paths always) | |
 */
export interface ThirdPartyConfig {
  analyticsScriptUrl: string | null;
  marketingSdkUrl: string | null;
  embeddedFormUrl: string | null;
  chatWidgetUrl: string | null;
  embeddedFormIds: Partial<Record<'enterprise' | 'payments', Partial<Record<'en' | 'es', string>>>>;
  reviewsWidgetUrl: string | null;
  reviewsBusinessUnit: string | null;
  jobsWidgetUrl: string | null;
  /** The document-check SDK (src/ui/document-check/); null: the local capture of the sandbox. */
  documentCheck: DocumentCheckConfig | null;
  /** Hosts the identity check's provider URL may be on (sender-flows §4 Intro), besides this site. */
  identityProviderHosts: string[];
}

/** What the document-check adapter needs to load the real SDK (passed to the page's island). */
export interface DocumentCheckConfig {
  sdk: 'onfido';
  /** The SDK version of sender-flows §7. */
  version: string;
  /** Hosts the SDK loads from and talks to: added to the CSP. */
  origins: string[];
}

const DOCUMENT_CHECK_SDK_VERSION = '14.43.0';
const ONFIDO_ORIGINS = ['https://sdk.onfido.com', 'https://assets.onfido.com', 'https://api.onfido.com', 'https://api.eu.onfido.com', 'https://api.us.onfido.com', 'https://api.ca.onfido.com'];

function documentCheckConfig(sdk: string | undefined, origins: string | undefined): DocumentCheckConfig | null {
  if (!sdk) return null;
  if (sdk !== 'onfido') throw new Error(`DOCUMENT_CHECK_SDK must be "onfido" or empty: ${sdk}`);
  const list = origins
    ? origins
        .split(/\s+/)
        .filter(Boolean)
        .map((o) => new URL(httpsUrl(o)!).origin)
    : ONFIDO_ORIGINS;
  return { sdk, version: DOCUMENT_CHECK_SDK_VERSION, origins: list };
}

function httpsUrl(value: string | undefined): string | null {
  if (!value) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:') throw new Error(`Third-party URLs must be https: ${value}`);
  return url.href;
}

export function readThirdPartyConfig(env: Record<string, string | undefined>): ThirdPartyConfig {
  return {
    analyticsScriptUrl: httpsUrl(env['ANALYTICS_SCRIPT_URL']),
    marketingSdkUrl: httpsUrl(env['MARKETING_SDK_URL']),
    embeddedFormUrl: httpsUrl(env['EMBEDDED_FORM_URL']),
    chatWidgetUrl: httpsUrl(env['CHAT_WIDGET_URL']),
    embeddedFormIds: env['EMBEDDED_FORM_IDS'] ? (JSON.parse(env['EMBEDDED_FORM_IDS']) as ThirdPartyConfig['embeddedFormIds']) : {},
    reviewsWidgetUrl: httpsUrl(env['REVIEWS_WIDGET_URL']),
    reviewsBusinessUnit: env['REVIEWS_BUSINESS_UNIT'] || null,
    jobsWidgetUrl: httpsUrl(env['JOBS_WIDGET_URL']),
    documentCheck: documentCheckConfig(env['DOCUMENT_CHECK_SDK'], env['DOCUMENT_CHECK_ORIGINS']),
    identityProviderHosts: (env['IDENTITY_PROVIDER_HOSTS'] ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((host) => host.toLowerCase()),
  };
}

export const thirdParty: ThirdPartyConfig = readThirdPartyConfig(process.env);

/** Origins the CSP must allow for the configured services (none by default). */
export function thirdPartyOrigins(config: ThirdPartyConfig = thirdParty): string[] {
  const urls = [config.analyticsScriptUrl, config.marketingSdkUrl, config.embeddedFormUrl, config.chatWidgetUrl, config.reviewsWidgetUrl, config.jobsWidgetUrl]
    .filter((u): u is string => !!u)
    .map((u) => new URL(u).origin);
  return [...urls, ...(config.documentCheck?.origins ?? [])];
}

/** Whether any service needs the visitor's consent, so the consent banner is shown. */
export function needsConsent(config: ThirdPartyConfig = thirdParty): boolean {
  return !!(config.analyticsScriptUrl || config.marketingSdkUrl);
}
