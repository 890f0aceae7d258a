/**
 * Backend reference data for static pages: `GET {BACKEND_URL}/api/v1/reference/{countries|currencies|corridors}`
 * → `backend/{name}.json` (`{countries: [...], generatedAt}` and so on), checked entry by entry
 * (countries and currencies by `id`, corridors by from-to-fromCurrency-toCurrency), broken entries
 * replaced by their last good version. Without BACKEND_URL the previous files are kept as they are.
 */
import { z } from 'zod';
import { backendSchemas } from '../../src/content/snapshot.ts';
import { country, currency, corridor } from '../../src/content/schemas/backend.ts';
import { MalformedBodyError, type HttpClient } from './http.ts';
import { emptyStats, indexLastGood, keepGoodEntries, type Entry, type ListRules, type SyncProblem } from './entries.ts';
import { fallBack, keepPreviousFiles, reasonsOf, type PreviousSnapshot, type UnitResult } from './previous.ts';

export type BackendFile = keyof typeof backendSchemas;

export interface BackendContext {
  http: HttpClient;
  previous: PreviousSnapshot;
  /** BACKEND_URL without the trailing slash; undefined keeps the previous files. */
  baseUrl: string | undefined;
  now: () => number;
}

export const BACKEND_SERVICE = 'backend (BACKEND_URL)';

const rules: Record<BackendFile, ListRules> = {
  countries: { schema: country, idOf: (e) => (e['id'] === undefined ? undefined : String(e['id'])), isDraft: () => false },
  currencies: { schema: currency, idOf: (e) => (e['id'] === undefined ? undefined : String(e['id'])), isDraft: () => false },
  corridors: {
    schema: corridor,
    idOf: (e) => (typeof e['from'] === 'string' && typeof e['to'] === 'string' ? `${e['from']}-${e['to']}-${String(e['fromCurrency'])}-${String(e['toCurrency'])}` : undefined),
    isDraft: () => false,
  },
};

const envelopeOf = (name: BackendFile): z.ZodType<Record<string, unknown>> => (backendSchemas[name] as unknown as z.ZodObject).extend({ [name]: z.array(z.unknown()) }).loose();

export async function syncBackendFile(ctx: BackendContext, name: BackendFile): Promise<UnitResult> {
  const endpoint = `/api/v1/reference/${name}`;
  const file = `backend/${name}.json`;
  const url = `${ctx.baseUrl ?? ''}${endpoint}`;
  const schema = backendSchemas[name];
  const unit = { rels: [file], schema, source: 'backend' as const, url, endpoint, file };
  if (ctx.baseUrl === undefined) {
    const problems: SyncProblem[] = [];
    return { files: keepPreviousFiles(ctx.previous, [file], schema, unit, problems), problems, stats: emptyStats() };
  }
  let answer;
  try {
    answer = await ctx.http.getJson(url, { service: BACKEND_SERVICE });
  } catch (error) {
    if (error instanceof MalformedBodyError) return fallBack(ctx.previous, unit, [{ field: '(body)', message: error.message }]);
    throw error;
  }
  if (answer.kind === 'not-found') return fallBack(ctx.previous, unit, [{ field: '(file)', message: 'not found on the backend (404)' }]);
  const parsed = envelopeOf(name).safeParse(answer.body);
  if (!parsed.success) return fallBack(ctx.previous, unit, reasonsOf(parsed.error));
  const problems: SyncProblem[] = [];
  const stats = emptyStats();
  let lastGood: Map<string, Entry> | undefined;
  const { kept, lastGoodIds } = keepGoodEntries(
    parsed.data[name] as unknown[],
    {
      endpoint,
      file,
      rules: rules[name],
      seen: new Set(),
      lastGood: () => {
        const previous = (ctx.previous.read(file) as Record<string, unknown> | undefined)?.[name];
        return (lastGood ??= indexLastGood([Array.isArray(previous) ? previous : []], rules[name]));
      },
    },
    problems,
    stats,
  );
  const content = { ...(answer.body as Record<string, unknown>), [name]: kept };
  const check = schema.safeParse(content);
  if (!check.success) return fallBack(ctx.previous, unit, [...problems, ...reasonsOf(check.error)]);
  return {
    files: [{ path: file, content, meta: { source: 'backend', url, fetchedAt: new Date(ctx.now()).toISOString(), status: 'fresh', ...(lastGoodIds.length ? { lastGoodEntries: lastGoodIds } : {}) } }],
    problems,
    stats,
  };
}
