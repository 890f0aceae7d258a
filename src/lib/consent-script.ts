import type { ThirdPartyConfig } from './third-party.ts';
import { langs } from '../i18n/languages.ts';
import consent from './inline/consent.ts?inline-script';

/**
 * Runs a bundled inline script with build-time values bound to the free names it declares
 * (`declare const NAME`), so one bundle serves every configuration and its hash follows the values.
 */
export function withPageValues(code: string, values: Record<string, unknown>): string {
  const names = Object.keys(values);
  return `(function(${names.join(',')}){${code}})(${names.map((n) => JSON.stringify(values[n])).join(',')});`;
}

/**
 * The consent banner's inline script (public-site §1, §7, §9), built from the third-party config so
 * its hash is known before pages render. Nothing loads until the visitor chooses; a stored choice
 * loads its scripts at once. With the marketing SDK loaded, the visit event is logged once: the SDK
 * global is polled every 700 ms, 5 tries, and a cookie (525600 days) marks the visit as logged.
 * The script is bundled from src/lib/inline/consent.ts, which applies the rules of
 * src/domain/consent.ts and src/domain/analytics-events.ts that the tests pin.
 */
export function consentScript(config: ThirdPartyConfig): string {
  const scripts = { analytics: config.analyticsScriptUrl, marketing: config.marketingSdkUrl };
  return withPageValues(consent, { CONSENT: { scripts, langs } });
}
