import type { AppLocation } from './router.ts';
import type { PageState } from './use-page.ts';

/** What RouteView hands every screen of the route table. */
export interface ScreenProps {
  where: AppLocation;
  page: PageState;
  /** The route's named path segments, decoded. */
  params: Readonly<Record<string, string>>;
}
