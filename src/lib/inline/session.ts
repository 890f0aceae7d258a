// public-site §6: the root says whether the session hint cookie is there, before the body renders.
import { hasSessionHint } from '../../domain/menu.ts';

const mark = (): void => {
  const root = document.documentElement;
  if (hasSessionHint(document.cookie)) root.dataset['session'] = 'user';
  else delete root.dataset['session'];
};
mark();
// A page restored from the back-forward cache keeps its old header: sign-in or logout since then.
addEventListener('pageshow', (event) => {
  if (event.persisted) mark();
});
