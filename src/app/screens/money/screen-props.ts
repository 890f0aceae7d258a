import type { AppLocation } from '../../router.ts';
import type { PageState } from '../../use-page.ts';

/** What every money screen gets from RouteView (apart from the routes file, which loads the screens). */
export interface ScreenProps {
  where: AppLocation;
  page: PageState;
}
