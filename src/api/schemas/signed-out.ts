import type { Auth } from './session.ts';

// Apart from session.ts, so that the app's first load takes it without zod.

/** The session data of a signed-out visitor (sender-flows §3). */
export const signedOut: Auth = { authUser: false, ballId: null, countryId: null, jwt: null, userCountryName: null, isNewUser: false, userName: null };
