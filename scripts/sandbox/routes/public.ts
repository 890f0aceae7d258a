// Public calls (public-site §7, sender-flows §7): cloud challenge, invite acceptance, payment
// request pages, help search and votes, the business contact form, the support desk's new request,
// error reports, the error code page and the email links. The handlers live in ../public/.
import type { Route } from '../context.ts';
import { paths } from '../../../src/api/paths.ts';
import { challengeAnswer, challengePage } from '../public/challenge.ts';
import { acceptInvite } from '../public/invite.ts';
import { requestPageHandler } from '../public/request-pages.ts';
import { searchArticles, voteOnArticle } from '../public/helpdesk.ts';
import { businessRequest } from '../public/business-request.ts';
import { createSupportRequest } from '../public/support-requests.ts';
import { SUPPORT_REQUESTS_PATH } from '../../../src/domain/support-request.ts';
import { reportException } from '../public/exception.ts';
import { userErrorPage } from '../public/user-error.ts';
import { emailConfirm, unsubscribeConfirm, unsubscribeScreen } from '../public/email.ts';

export const publicRoutes: Route[] = [
  { method: 'GET', path: paths.cloudChallenge, handle: challengePage },
  { method: 'POST', path: paths.cloudChallenge, handle: challengeAnswer },
  { method: 'POST', path: paths.inviteAccept, handle: acceptInvite },
  { method: 'GET', path: paths.requestPage(':key'), handle: requestPageHandler('request') },
  { method: 'GET', path: paths.notRegisteredRequestPage(':key'), handle: requestPageHandler('notRegistered') },
  { method: 'GET', path: paths.librePage(':key'), handle: requestPageHandler('libre') },
  { method: 'GET', path: paths.helpSearch, handle: searchArticles },
  { method: 'POST', path: paths.helpVote, handle: voteOnArticle },
  { method: 'POST', path: paths.businessRequest, handle: businessRequest },
  { method: 'POST', path: SUPPORT_REQUESTS_PATH, handle: createSupportRequest },
  { method: 'POST', path: paths.exception, handle: reportException },
  { method: 'GET', path: '/auth/user-error', signedIn: true, handle: userErrorPage },
  { method: 'GET', path: paths.emailUnsubscribe, handle: unsubscribeScreen },
  { method: 'GET', path: paths.emailUnsubscribeConfirm(':code'), handle: unsubscribeConfirm },
  { method: 'GET', path: paths.emailConfirm(':code'), handle: emailConfirm },
];
