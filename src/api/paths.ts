// Call paths of the backend contract (sender-flows §7, public-site §7). Where the spec names a
// path it is used as written; the others are this project's choices (README, Backend contract).
import { publicCalculator } from './calculator-path.ts';

export { publicCalculator };

/** Form submits are posted under this prefix (sender-flows §7 convention). */
export const API_PREFIX = '/api';

export const paths = {
  loginSecurityCheck: '/api/login/security-check',
  registration: '/api/registration',
  /** The send and request forms post under /send/{from}/{to} and /request/{from}/{to} (sender-flows §2). */
  sendForm: (from: string, to: string) => `/api/send/${from}/${to}`,
  requestForm: (from: string, to: string) => `/api/request/${from}/${to}`,
  pay: '/api/auth/pay',
  cardRename: '/api/auth/mycards/rename',
  cardDelete: '/api/auth/mycards/delete',
  smsOnSuccess: '/api/auth/pay/sms',
  profile: '/api/auth/profile',
  inviteFriends: '/api/auth/profile/invite-friends',
  logout: '/logout',
  exception: '/exception',
  /** Closing a message: guests and signed-in users have their own path (sender-flows §7). */
  closeMessage: (signedIn: boolean) => (signedIn ? '/auth/message/close.action' : '/message/close.action'),
  /** Signed-in calculator (sender-flows §7); {from}/{to} are lower-case ISO alpha-2 codes. */
  authSendCalculator: (from: string, to: string) => `/auth/send/${from}/${to}`,
  authRequestCalculator: (from: string, to: string) => `/auth/request/${from}/${to}`,
  /** The landing calculator's reload (public-site §7 leaves it open): same answer, no session. */
  publicSendCalculator: (from: string, to: string) => publicCalculator('send', from, to),
  publicRequestCalculator: (from: string, to: string) => publicCalculator('request', from, to),
  cloudChallenge: '/api/api-client-verification',
  inviteAccept: '/api/v1/accept-invite-page/phones',
  requestPage: (key: string) => `/api/v1/request-page/${key}`,
  notRegisteredRequestPage: (key: string) => `/api/v1/not-registered-request-page/${key}`,
  librePage: (key: string) => `/api/v2/libre-page/${key}`,
  helpSearch: '/api/v2/help_center/articles/search.json',
  helpVote: '/api/zendesk/vote',
  // The support desk's new request, POST /api/v2/requests.json, is SUPPORT_REQUESTS_PATH in
  // ./schemas/support-request.ts: its island then shares no module (no chunk) with the /auth app.
  businessRequest: '/api/v1/business-request',
  recipientCheck: '/antifraud/recipient/check.action',
  recipientDocument: (documentType: string) => `/antifraud/recipient/onfido/get/document/${documentType}`,
  recipientUploaded: '/antifraud/onfido/recipient/uploaded/document',
  emailUnsubscribe: '/email/unsubscribe',
  emailUnsubscribeConfirm: (code: string) => `/email/unsubscribe/confirm/${code}`,
  emailConfirm: (code: string) => `/email/confirm/${code}`,
} as const;

/** The status the backend answers when a cloud challenge must be solved (sender-flows §8). */
export const CHALLENGE_STATUS = 497;
