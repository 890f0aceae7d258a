/**
 * Cookie consent (public-site §1, design.md): no analytics or marketing script loads before the
 * visitor agrees. Essential cookies (session, language, theme) need no consent.
 */
export type ConsentCategory = 'analytics' | 'marketing';
const CONSENT_COOKIE = 'cookieConsent';
/** Asked again after a year, as regulators expect. */
const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface Consent {
  decided: boolean;
  analytics: boolean;
  marketing: boolean;
}

/** Reads `cookieConsent=analytics.marketing` (or `none`) from a cookie header. */
export function parseConsent(cookie: string): Consent {
  const value = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([a-z.]+)(?:;|$)`).exec(cookie)?.[1];
  if (!value) return { decided: false, analytics: false, marketing: false };
  const granted = new Set(value.split('.'));
  return { decided: true, analytics: granted.has('analytics'), marketing: granted.has('marketing') };
}

export function consentCookie(granted: readonly ConsentCategory[]): string {
  const value = granted.length ? [...new Set(granted)].sort().join('.') : 'none';
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax`;
}

/** Whether a script of this category may load under this consent. */
export function mayLoad(category: ConsentCategory | 'functional', consent: Consent): boolean {
  return category === 'functional' || (consent.decided && consent[category]);
}
