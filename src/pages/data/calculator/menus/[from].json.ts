import type { APIRoute, GetStaticPaths } from 'astro';
import { senders } from '../../../../content/corridors.ts';
import { staticMenus } from '../../../../content/calculator-state.ts';

/** `/data/calculator/menus/{from}.json`: the calculator's two country menus for a sending country. */
export const getStaticPaths = (() => senders.map((c) => ({ params: { from: c.code.toLowerCase() } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => new Response(JSON.stringify(staticMenus(params['from'] ?? '')), { headers: { 'Content-Type': 'application/json' } });
