// What the site keeps in the browser's storage, under which key: the stores write them, and the
// inline script of the static pages clears them at logout, so both read the names from here.

/**
 * localStorage: the two session keys the spec names that are not secret, the login country id and
 * the country name (src/stores/session.ts).
 */
export const STORAGE_KEYS = { countryId: 'userLoginCountryId', countryName: 'userCountryName' } as const;

/** sessionStorage: the send form's draft (src/stores/transfer-draft.ts). */
export const DRAFT_KEY = 'sendDraft';
