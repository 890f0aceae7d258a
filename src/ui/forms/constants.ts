/** sender-flows §4, §9: the first field with a server error is highlighted for 1 s. */
export const HIGHLIGHT_MS = 1000;

/** Translation namespaces the engine reads (public/locales/{lang}/{ns}.json). */
export const FORM_NAMESPACES = ['forms', 'validation'] as const;
