// public-site §2 invite: the hero title names the inviter from the `n` query parameter, as text.
import { inviterName } from '../../domain/invite.ts';
import { interpolate } from '../../i18n/runtime.ts';

const title = document.querySelector('[data-title-template]');
const name = inviterName(new URLSearchParams(location.search).get('n'));
const template = title?.getAttribute('data-title-template');
if (title && name && template?.includes('{name}')) title.textContent = interpolate(template, { name });
