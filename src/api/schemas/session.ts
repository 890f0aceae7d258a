import { z } from 'zod';

/** Session data (sender-flows §3). The session itself is an HttpOnly cookie; nothing here is secret. */
export const auth = z.object({
  authUser: z.boolean(),
  /** The sender's account ("ball") id, null when signed out. */
  ballId: z.number().int().nullable(),
  /** ISO 3166-1 numeric id of the sender's country. */
  countryId: z.number().int().nullable(),
  /**
   * Always null from this backend: the session cookie is HttpOnly and no call needs a bearer
   * token, so none is exposed to page scripts (README, Backend contract).
   */
  jwt: z.string().nullable(),
  userCountryName: z.string().nullable(),
  isNewUser: z.boolean(),
  userName: z.string().nullable(),
});

export type Auth = z.infer<typeof auth>;

export const signedOut: Auth = { authUser: false, ballId: null, countryId: null, jwt: null, userCountryName: null, isNewUser: false, userName: null };

/** Answer of GET /logout (sender-flows §7): where to go once signed out. */
export const logoutAnswer = z.object({ redirectTo: z.string().optional() });
