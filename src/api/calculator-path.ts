/**
 * The landing calculator's reload (public-site §7 leaves it open): the signed-in answer without a
 * session. A module of its own, so the landing's first JavaScript carries this path alone: a chunk
 * shared with paths.ts would carry every path and constant the other islands use (75 KB budget).
 */
export const publicCalculator = (kind: 'send' | 'request', from: string, to: string): string => `/api/v1/calculator/${kind}/${from}/${to}`;
