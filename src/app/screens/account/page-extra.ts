import { useEffect, useMemo } from 'react';
import type { z } from 'zod/mini';
import type { PageData } from '../../../api/schemas/answers.ts';
import { reportProblem } from '../../report.ts';
import type { ScreenProps } from '../../screen-props.ts';
import { $screenError } from '../../state.ts';
import type { PageState } from '../../use-page.ts';

/** What the route table hands every account screen. */
export type AccountScreenProps = ScreenProps;

/**
 * The page data once ready, with its `extra` parsed by the screen's schema (README, Backend
 * contract). An extra outside the contract is reported and the screen says the answer was
 * unusable, as the backend client does for a whole answer.
 */
export function usePageExtra<S extends z.ZodMiniType>(page: PageState, schema: S): { data: PageData; extra: z.infer<S> } | null {
  const data = page.phase === 'ready' ? page.data : null;
  const parsed = useMemo(() => (data ? schema.safeParse(data.extra) : null), [data, schema]);
  useEffect(() => {
    if (parsed && !parsed.success) {
      reportProblem('page extra does not match the contract', parsed.error.issues.slice(0, 3));
      $screenError.set('invalid');
    }
  }, [parsed]);
  return data && parsed?.success ? { data, extra: parsed.data } : null;
}
