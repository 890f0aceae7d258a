import type { APIRoute, GetStaticPaths } from 'astro';
import { phoneCallingCodes, phoneMetadataPart } from '../../../lib/phone-metadata.ts';

/** The phone rules' metadata of each calling code (src/lib/phone-metadata.ts). */
export const getStaticPaths = (() => phoneCallingCodes().map((code) => ({ params: { code } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const part = phoneMetadataPart(params['code'] ?? '');
  if (!part) return new Response(null, { status: 404 });
  return new Response(JSON.stringify(part), { headers: { 'Content-Type': 'application/json' } });
};
