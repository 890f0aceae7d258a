// Help centre in the native app (public-site §2): the platform marks the root and stays on help links.
import { isHelpHref, platformOf, withPlatform } from '../../domain/help-links.ts';

const email = new URLSearchParams(location.search).get('email');
try {
  if (email) sessionStorage.setItem('helpUserEmail', email);
} catch {
  // storage may be switched off; the vote then goes without the email
}
const platform = platformOf(location.search);
if (platform) {
  document.documentElement.dataset['nativeApp'] = platform;
  const keep = (): void => {
    document.querySelectorAll('a[href]').forEach((a) => {
      const href = a.getAttribute('href') ?? '';
      if (isHelpHref(href)) a.setAttribute('href', withPlatform(href, platform));
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', keep);
  else keep();
}
