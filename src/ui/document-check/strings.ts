import { DOCUMENT_CHECK_KEYS, type DocumentCheckKey, type DocumentCheckStrings } from './types.ts';

/**
 * The adapter's strings from a namespace's translator: a namespace whose English file lacks one of
 * the keys does not take `(key: DocumentCheckKey) => string`, so it fails the typecheck.
 */
export function documentCheckStrings(t: (key: DocumentCheckKey) => string): DocumentCheckStrings {
  return Object.fromEntries(DOCUMENT_CHECK_KEYS.map((key) => [key, t(key)])) as DocumentCheckStrings;
}
