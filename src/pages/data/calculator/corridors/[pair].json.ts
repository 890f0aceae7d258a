import type { APIRoute, GetStaticPaths } from 'astro';
import { pairs } from '../../../../content/corridors.ts';
import { staticPair } from '../../../../content/calculator-state.ts';

/**
 * `/data/calculator/corridors/{from}-{to}.json`: every payout currency of a snapshot corridor, so
 * the calculator gets a pair's first data without the backend (the corridor pages' first paint).
 */
export const getStaticPaths = (() => [...pairs.keys()].map((key) => ({ params: { pair: key.toLowerCase() } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const [from = '', to = ''] = (params['pair'] ?? '').split('-');
  return new Response(JSON.stringify(staticPair(from, to)), { headers: { 'Content-Type': 'application/json' } });
};
