import { z } from 'zod/mini';

/** Session data (sender-flows §3). The session itself is an HttpOnly cookie; nothing here is secret. */
export const auth = z.object({
  authUser: z.boolean(),
  /** The sender's account ("ball") id, null when signed out. */
  ballId: z.nullable(z.int()),
  /** ISO 3166-1 numeric id of the sender's country. */
  countryId: z.nullable(z.int()),
  /**
   * Always null from this backend: the session cookie is HttpOnly and no call needs a bearer
   * token, so none is exposed to page scripts (README, Backend contract).
   */
  jwt: z.nullable(z.string()),
  userCountryName: z.nullable(z.string()),
  isNewUser: z.boolean(),
  userName: z.nullable(z.string()),
});

export type Auth = z.infer<typeof auth>;

/** Answer of GET /logout (sender-flows §7): where to go once signed out. */
export const logoutAnswer = z.object({ redirectTo: z.optional(z.string()) });
