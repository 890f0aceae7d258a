import { lazy, Suspense } from 'react';
import type { ErrorScreen as Screen } from './screens/ErrorScreen.tsx';

// The generic error screen shows after a crash or a failed challenge only: it loads then, so the
// shell's first load stays small.
const Lazy = lazy(() => import('./screens/ErrorScreen.tsx').then((m) => ({ default: m.ErrorScreen })));

/** The generic error screen (screens/ErrorScreen.tsx), loaded when it first shows. */
export function ErrorScreen(props: Parameters<typeof Screen>[0]) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
