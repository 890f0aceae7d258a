/**
 * The landing calculator's reload (public-site §7 leaves it open): the signed-in answer without a
 * session. A module of its own, so the calculator island bundles this one path and not the table
 * of every path the /auth app and the invite form share (src/api/paths.ts re-exports it).
 */
export const publicCalculator = (kind: 'send' | 'request', from: string, to: string): string => `/api/v1/calculator/${kind}/${from}/${to}`;
