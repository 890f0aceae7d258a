import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths.ts';
import { errorCodeBody, errorWithMessageText, helpSearchAnswer, voteAnswer } from '../../../src/api/schemas/index.ts';
import { testUser } from '../../../scripts/sandbox/catalogue.ts';
import { deskLocale, fold, helpdesk, snippet } from '../../../scripts/sandbox/public/helpdesk.ts';
import { useSandbox } from './harness.ts';

const sandbox = await useSandbox();
const search = async (query: Record<string, string>) => {
  const answer = await sandbox.client().request(`${paths.helpSearch}?${new URLSearchParams(query)}`);
  return { status: answer.status, json: answer.json };
};
const results = async (query: Record<string, string>) => helpSearchAnswer.parse((await search(query)).json);

/** Snapshot facts (content-cache/helpdesk/en-us): the direct-link articles and their section. */
const PROMOTION_TERMS = 44125521668;
const WHAT_IS_SENDORA = 44064092370;

describe('sender-flows §7 public-site §4 help search (Zendesk shape)', () => {
  it('finds articles by title and body, with a snippet and the site article path', async () => {
    const answer = await results({ query: 'refund', locale: 'en-us' });
    expect(answer.count).toBeGreaterThan(1);
    expect(answer.results.length).toBe(answer.count);
    const first = answer.results[0]!;
    expect(first.title.toLowerCase()).toContain('refund');
    expect(first.snippet).toMatch(/<em>refund<\/em>/i);
    expect(first.html_url).toMatch(new RegExp(`^/help/category/\\d+/section/${first.section_id}/article/${first.id}$`));
    expect(first.locale).toBe('en-us');
  });

  it('matches case- and accent-insensitively', async () => {
    const plain = await results({ query: 'ueberweisung', locale: 'de' });
    const accented = await results({ query: 'ÜBERWEISUNG', locale: 'de' });
    const folded = await results({ query: 'uberweisung', locale: 'de' });
    expect(plain.count).toBe(0);
    expect(accented.count).toBeGreaterThan(0);
    expect(folded.results.map((r) => r.id)).toEqual(accented.results.map((r) => r.id));
    expect(accented.results.every((r) => r.locale === 'de')).toBe(true);
    expect(accented.results[0]!.snippet).toMatch(/<em>überweisung<\/em>/i);
  });

  it('leaves out direct-link articles and the articles of direct-link sections and categories', async () => {
    for (const query of ['promotion', 'interac', 'mexico', 'first transfer']) {
      const answer = await results({ query, locale: 'en-us', per_page: '100' });
      expect(
        answer.results.some((r) => r.label_names.includes('directLink')),
        query,
      ).toBe(false);
      expect(answer.results.some((r) => r.id === PROMOTION_TERMS)).toBe(false);
    }
    // The article exists and can be voted on: it is hidden from search only.
    expect(helpdesk().articleIds.has(PROMOTION_TERMS)).toBe(true);
  });

  it("searches the locale's own articles, and English for an unknown locale", async () => {
    // The snapshot holds every article in German: a German word finds German articles.
    const german = await results({ query: 'Überweisung', locale: 'de', per_page: '100' });
    expect(german.count).toBeGreaterThan(0);
    expect(german.results.every((r) => r.locale === 'de')).toBe(true);
    // An unknown locale searches English alone: it also finds the English text of articles German translates.
    const japanese = await results({ query: 'receipt', locale: 'ja', per_page: '100' });
    const english = await results({ query: 'receipt', locale: 'en-us', per_page: '100' });
    expect(japanese.results.map((r) => r.id)).toEqual(english.results.map((r) => r.id));
    expect(deskLocale('de-at', helpdesk().byLocale)).toBe('de');
    expect(deskLocale('zh', helpdesk().byLocale)).toBe('zh-cn');
    expect(deskLocale('in', helpdesk().byLocale)).toBe('id');
    expect(deskLocale('en-gb', helpdesk().byLocale)).toBe('en-us');
    // A translated article is found in its own language, not twice.
    const sendora = await results({ query: 'Sendora', locale: 'de', per_page: '100' });
    expect(sendora.results.filter((r) => r.id === WHAT_IS_SENDORA).map((r) => r.locale)).toEqual(['de']);
  });

  it('pages with per_page and page', async () => {
    const all = await results({ query: 'transfer', per_page: '100' });
    expect(all.count).toBeGreaterThan(5);
    const first = await results({ query: 'transfer', per_page: '2' });
    expect(first).toMatchObject({ page: 1, per_page: 2, count: all.count, page_count: Math.ceil(all.count / 2), previous_page: null });
    expect(first.next_page).toBe(`${paths.helpSearch}?query=transfer&locale=en-us&page=2&per_page=2`);
    const second = await results({ query: 'transfer', per_page: '2', page: '2' });
    expect(second.results.map((r) => r.id)).toEqual(all.results.slice(2, 4).map((r) => r.id));
    expect(second.previous_page).toContain('page=1');
    expect((await results({ query: 'transfer' })).per_page).toBe(25);
    const beyond = await results({ query: 'transfer', page: '99' });
    expect(beyond.results).toEqual([]);
  });

  it('answers 400 shape 5 for a missing or empty query and bad paging', async () => {
    for (const query of [
      {},
      { query: '' },
      { query: '   ' },
      { query: 'x'.repeat(201) },
      { query: 'fee', per_page: '101' },
      { query: 'fee', per_page: '0' },
      { query: 'fee', page: 'two' },
      { query: 'fee', locale: '../etc' },
    ]) {
      const answer = await search(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      errorCodeBody.parse(answer.json);
    }
  });

  it('escapes HTML in snippets and marks every match', () => {
    expect(snippet('Use <b>cards</b> & cash; cards work', ['cards'])).toBe('Use &lt;b&gt;<em>cards</em>&lt;/b&gt; &amp; cash; <em>cards</em> work');
    const long = `${'word '.repeat(60)}target ${'tail '.repeat(60)}`.trim();
    const cut = snippet(long, ['target']);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('<em>target</em>');
    expect(fold('Ça Über İstanbul').text).toBe('ca uber istanbul');
  });
});

describe('public-site §6 §7 article vote', () => {
  const vote = (body: unknown, tab = sandbox.client()) => tab.request(paths.helpVote, { json: body });

  it('records one vote per email and article; a changed vote replaces the old one', async () => {
    const up = await vote({ articleId: WHAT_IS_SENDORA, userEmail: 'App.User@example.com', locale: 'en-us', isUpVote: true });
    expect(up.status).toBe(200);
    expect(voteAnswer.parse(up.json)).toEqual({ ok: true, value: 1 });
    const down = await vote({ articleId: WHAT_IS_SENDORA, userEmail: 'app.user@example.com', locale: 'en-us', isUpVote: false });
    expect(voteAnswer.parse(down.json)).toEqual({ ok: true, value: -1 });
    const rows = sandbox.sandbox.db.prepare('SELECT voter, value FROM votes WHERE article_id = ?').all(WHAT_IS_SENDORA);
    expect(rows).toEqual([{ voter: 'email:app.user@example.com', value: -1 }]);
  });

  it('lets a signed-in user vote without an email, and refuses an anonymous one with 403 shape 3', async () => {
    const tab = sandbox.client();
    const anonymous = await vote({ articleId: PROMOTION_TERMS, locale: 'de', isUpVote: true }, tab);
    expect(anonymous.status).toBe(403);
    errorWithMessageText.parse(anonymous.json);
    await tab.login(testUser('regular'));
    const signedIn = await vote({ articleId: PROMOTION_TERMS, userEmail: null, locale: 'de', isUpVote: true }, tab);
    expect(voteAnswer.parse(signedIn.json)).toEqual({ ok: true, value: 1 });
    expect(sandbox.sandbox.db.prepare('SELECT voter FROM votes WHERE article_id = ?').all(PROMOTION_TERMS)).toEqual([{ voter: 'user:1' }]);
  });

  it('answers 404 shape 5 for an article not in the snapshot, 400 or 415 shape 5 for a bad body', async () => {
    const unknown = await vote({ articleId: 1, userEmail: 'a@example.com', locale: 'en-us', isUpVote: true });
    expect(unknown.status).toBe(404);
    errorCodeBody.parse(unknown.json);
    const bad = [
      { articleId: '44064092370', userEmail: 'a@example.com', locale: 'en-us', isUpVote: true },
      { articleId: WHAT_IS_SENDORA, userEmail: 'not-an-email', locale: 'en-us', isUpVote: true },
      { articleId: WHAT_IS_SENDORA, userEmail: 'a@example.com', locale: 'en-us', isUpVote: 'yes' },
      { articleId: WHAT_IS_SENDORA, userEmail: 'a@example.com', locale: 'EN_US', isUpVote: true },
      { articleId: WHAT_IS_SENDORA, userEmail: 'a@example.com', locale: 'en-us', isUpVote: true, weight: 10 },
      null,
    ];
    for (const body of bad) {
      const answer = await vote(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      errorCodeBody.parse(answer.json);
    }
    const form = await sandbox.client().request(paths.helpVote, { form: { articleId: '1' } });
    expect(form.status).toBe(415);
    errorCodeBody.parse(form.json);
  });
});
