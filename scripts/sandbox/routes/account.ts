// The signed-in account: saved cards, profile, invite friends and KYC (sender-flows §2, §3, §7).
// Handlers live in scripts/sandbox/account/.
import type { Route } from '../context.ts';
import { paths } from '../../../src/api/paths.ts';
import { cardsPage, deleteCard, renameCard } from '../account/cards.ts';
import { invitePage, sendInvite } from '../account/invites.ts';
import { documentFramePage, kycPage } from '../account/kyc.ts';
import { profilePage, saveProfile } from '../account/profile.ts';

export const accountRoutes: Route[] = [
  { method: 'GET', path: '/auth/mycards', signedIn: true, handle: cardsPage },
  { method: 'POST', path: paths.cardRename, signedIn: true, handle: renameCard },
  { method: 'POST', path: paths.cardDelete, signedIn: true, handle: deleteCard },
  { method: 'GET', path: '/auth/profile', signedIn: true, handle: profilePage },
  { method: 'POST', path: paths.profile, signedIn: true, handle: saveProfile },
  { method: 'GET', path: '/auth/profile/invite-friends', signedIn: true, handle: invitePage },
  { method: 'POST', path: paths.inviteFriends, signedIn: true, handle: sendInvite },
  { method: 'GET', path: '/auth/kyc/:userType', signedIn: true, handle: kycPage },
  { method: 'GET', path: '/auth/kyc/:userType/:docCheck/frame/:documentType', signedIn: true, handle: documentFramePage },
];
