/**
 * The publish report, told to the editors where they work: the content service's "Publish report"
 * single type (scripts/cms/model.ts), written after every publish when `CMS_REPORT_TOKEN` (a token
 * allowed only to update that report) is set. The problems name the entry and the field
 * (`/api/v2/about-us?locale=de [documentId] blocks.0.btn.url: …`). Failing to report never fails
 * the publish.
 */
import type { PublishReport } from './pipeline.ts';
import type { SyncProblem } from '../sync/entries.ts';
import { cmsResources } from '../../src/content/resources.ts';
import { PUBLISH_REPORT_NAME } from '../cms/names.ts';

const WHAT_THE_SITE_DOES: Record<SyncProblem['resolution'], string> = {
  'kept-last-good': 'the site keeps its last good version',
  'kept-previous-file': 'the site keeps its previous version',
  dropped: 'it is not on the site',
};

/** "About us (de), entry cu1n…, field blocks.0.btn.url: … — the site keeps its last good version." */
export function editorLine(problem: SyncProblem): string {
  const [path = '', query = ''] = problem.endpoint.split('?');
  const resource = cmsResources.find((r) => r.endpoint === path);
  const name = resource ? resource.key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) : path;
  const locale = new URLSearchParams(query).get('locale');
  const where = [`${name}${locale ? ` (${locale})` : ''}`, problem.entry ? `entry ${problem.entry}` : '', problem.field.startsWith('(') ? '' : `field ${problem.field}`].filter(Boolean).join(', ');
  return `${where}: ${problem.message} — ${WHAT_THE_SITE_DOES[problem.resolution]}.`;
}

export interface CmsReport {
  outcome: 'live' | 'refused' | 'busy';
  finishedAt: string;
  release: string | null;
  summary: string;
  /** One line per entry the sync kept at its last good version, or per failed check. */
  problems: string;
}

export function cmsReport(report: PublishReport): CmsReport {
  const warnings = report.sync && !('skipped' in report.sync) ? (report.sync.editorProblems ?? report.sync.warnings ?? []) : [];
  const failed = (report.checks ?? []).filter((c) => !c.ok).flatMap((c) => [`${c.name}: ${c.summary}`, ...(c.problems ?? []).slice(0, 20).map((p) => `  ${p}`)]);
  const outcome = report.exitCode === 2 ? 'busy' : report.ok ? 'live' : 'refused';
  const summary = report.ok
    ? `Live since ${report.finishedAt} (release ${report.releaseId}, ${Math.round(report.ms / 1000)} s)${warnings.length ? `; ${warnings.length} problem${warnings.length === 1 ? '' : 's'} the site worked around (below)` : ''}`
    : `Not published, the site is unchanged: ${report.error ?? 'unknown error'}`;
  return { outcome, finishedAt: report.finishedAt, release: report.releaseId ?? null, summary, problems: [...warnings, ...failed].join('\n') };
}

export async function sendCmsReport(cmsUrl: string, token: string, report: PublishReport): Promise<string | undefined> {
  try {
    const response = await fetch(`${cmsUrl.replace(/\/+$/, '')}/api/${PUBLISH_REPORT_NAME}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: cmsReport(report) }),
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? undefined : `the content service answered ${response.status}`;
  } catch (error) {
    return (error as Error).message;
  }
}
