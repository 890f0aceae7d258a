/** The page-data messages an app path with no screen of its own shows as its text (ServerFormScreen). */
export const TEXT_KEYS = ['errorText', 'text', 'successText'] as const;
