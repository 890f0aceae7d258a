import english from '../../../../public/locales/en/request.json';
import type { Translate } from '../../../i18n/runtime.ts';
import { useNamespace } from '../../../i18n/use-namespace.ts';

/**
 * The requester's page's strings (namespace `request`): their own file, so the send page's first
 * JavaScript does not carry them. English is built in; the visitor's language is fetched once.
 */
export function useRequestT(): Translate<'request'> {
  return useNamespace('request', english);
}
