/**
 * The publish report, told to the editors where they work: the content service's "Publish report"
 * single type (scripts/cms/model.ts), written after every publish when `CMS_REPORT_TOKEN` (a token
 * allowed only to update that report) is set. The problems name the entry and the field
 * (`/api/v2/about-us?locale=de [documentId] blocks.0.btn.url: …`). Failing to report never fails
 * the publish.
 */
import type { PublishReport } from './pipeline.ts';

export interface CmsReport {
  outcome: 'live' | 'refused' | 'busy';
  finishedAt: string;
  release: string | null;
  summary: string;
  /** One line per entry the sync kept at its last good version, or per failed check. */
  problems: string;
}

export function cmsReport(report: PublishReport): CmsReport {
  const warnings = report.sync && 'warnings' in report.sync ? (report.sync.warnings ?? []) : [];
  const failed = (report.checks ?? []).filter((c) => !c.ok).flatMap((c) => [`${c.name}: ${c.summary}`, ...(c.problems ?? []).slice(0, 20).map((p) => `  ${p}`)]);
  const outcome = report.exitCode === 2 ? 'busy' : report.ok ? 'live' : 'refused';
  const summary = report.ok
    ? `Live: ${report.releaseId} in ${Math.round(report.ms / 1000)} s${warnings.length ? `; ${warnings.length} entr${warnings.length === 1 ? 'y keeps its' : 'ies keep their'} last good version (below)` : ''}`
    : `Not published, the site is unchanged: ${report.error ?? 'unknown error'}`;
  return { outcome, finishedAt: report.finishedAt, release: report.releaseId ?? null, summary, problems: [...warnings, ...failed].join('\n') };
}

export async function sendCmsReport(cmsUrl: string, token: string, report: PublishReport): Promise<string | undefined> {
  try {
    const response = await fetch(`${cmsUrl.replace(/\/+$/, '')}/api/publish-report`, {
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
