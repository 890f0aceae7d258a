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
  };
}

export const thirdParty: ThirdPartyConfig = readThirdPartyConfig(process.env);

/** Origins the CSP must allow for the configured services (none by default). */
export function thirdPartyOrigins(config: ThirdPartyConfig = thirdParty): string[] {
  return [config.analyticsScriptUrl, config.marketingSdkUrl, config.embeddedFormUrl, config.chatWidgetUrl, config.reviewsWidgetUrl, config.jobsWidgetUrl].filter((u): u is string => !!u).map((u) => new URL(u).origin);
}

/** Whether any service needs the visitor's consent, so the consent banner is shown. */
export function needsConsent(config: ThirdPartyConfig = thirdParty): boolean {
  return !!(config.analyticsScriptUrl || config.marketingSdkUrl);
}
