// public-site §2, §9 referral: a strict code in the final segment becomes the invite_code cookie.
import { referralCodeFromPath, referralCookie } from '../../domain/referral.ts';

const code = referralCodeFromPath(location.pathname);
if (code) document.cookie = referralCookie(code, location.protocol === 'https:');
