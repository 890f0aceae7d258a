import { describe, expect, it } from 'vitest';
import { HELP_SEARCH_DEBOUNCE_MS, fold, latestOnly, moveActive, plainText, searchIndex, searchQuery, visibleHits, type IndexEntry } from '../../../src/domain/help-search.ts';
import { canVote, chatTarget, showMobileChatButton, showSupportMail, supportChatAllowed, voteAfter, voteOutcome, voteValue, type VoteValue } from '../../../src/domain/help-vote.ts';
import { helpPath, isHelpHref, levelTrail, newRequestPath, parentLevel, platformOf, showChatPath, withPlatform } from '../../../src/domain/help-links.ts';
import { rewriteDeskHref, rewriteDeskSrc, type DeskLinkTargets } from '../../../src/domain/help-body-links.ts';
import { formatArticleDate } from '../../../src/domain/format-date.ts';

describe('public-site §4 §5 help search rules', () => {
  it('waits 1000 ms after the last keystroke', () => expect(HELP_SEARCH_DEBOUNCE_MS).toBe(1000));

  it.each([
    ['', null],
    ['   ', null],
    ['\n\t', null],
    [' refund ', 'refund'],
    ['two   words', 'two words'],
    ['x'.repeat(250), 'x'.repeat(200)],
  ])('query %j is searched as %j (empty ones are ignored)', (raw, expected) => expect(searchQuery(raw)).toBe(expected));

  const index: IndexEntry[] = [
    { id: 1, s: 10, c: 100, t: 'How to send money', x: 'Choose a recipient and pay by card.' },
    { id: 2, s: 10, c: 100, t: 'Refunds', x: 'A cancelled transfer is refunded to the card you paid with.' },
    { id: 3, s: 11, c: 100, t: 'Überweisung stornieren', x: 'So stornierst du eine Überweisung.' },
    { id: 4, s: 11, c: 100, t: 'Card payments', x: 'Money is sent after the refund window.' },
  ];
  it.each([
    ['refund', [2, 4]],
    ['REFUND', [2, 4]],
    ['card refund', [2, 4]],
    ['card payments', [4]],
    ['uberweisung', [3]],
    ['ÜBERWEISUNG', [3]],
    ['ueberweisung', []],
    ['nothing-matches', []],
    ['', []],
  ])('the static index finds %j as %j, every word in title or body, title hits first', (query, ids) => {
    expect(searchIndex(index, query).map((e) => e.id)).toEqual(ids);
  });
  it('ranks a title match before an earlier body match', () => {
    expect(searchIndex(index, 'card').map((e) => e.id)).toEqual([4, 1, 2]);
  });
  it('folds case and accents', () => expect(fold('Überweisung ÉTÉ')).toBe('uberweisung ete'));

  it('leaves out direct-link hits and hits of sections the page does not list', () => {
    const listed = new Map([
      [10, 100],
      [11, 100],
    ]);
    const hits = [
      { id: 1, title: 'a', section_id: 10, label_names: [] },
      { id: 2, title: 'b', section_id: 10, label_names: ['directLink'] },
      { id: 3, title: 'c', section_id: 99, label_names: [] },
      { id: 4, title: 'd', section_id: 11, label_names: ['faq'] },
    ];
    expect(visibleHits(hits, listed).map((h) => [h.id, h.categoryId])).toEqual([
      [1, 100],
      [4, 100],
    ]);
  });

  it('shows only the newest query: older answers arriving later are dropped', () => {
    const tickets = latestOnly();
    const first = tickets.start();
    const second = tickets.start();
    expect(tickets.isCurrent(first)).toBe(false);
    expect(tickets.isCurrent(second)).toBe(true);
    tickets.cancel();
    expect(tickets.isCurrent(second), 'a cleared box drops pending answers').toBe(false);
  });

  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [-1, 0, 'ArrowDown', -1],
  ] as const)('arrows from %i of %i results: %s goes to %i', (from, count, key, to) => expect(moveActive(from, count, key)).toBe(to));

  it('turns body HTML into plain text for the index', () => {
    expect(plainText('<p>Fee: <strong>0.99</strong>&nbsp;GBP</p><ul><li>one</li><li>two &amp; three&#33;</li></ul>')).toBe('Fee: 0.99 GBP one two & three!');
  });
});

describe('public-site §4 §6 help article votes', () => {
  it('up sets 1, down sets -1', () => {
    expect(voteValue(true)).toBe(1);
    expect(voteValue(false)).toBe(-1);
  });

  it.each([
    [true, false, null, true],
    [false, false, null, false],
    [false, false, 'a@b.c', false],
    [false, true, null, false],
    [false, true, 'a@b.c', true],
    [true, true, null, true],
  ])('authorized %s, in app %s, email %s: may vote %s', (authorized, inApp, email, expected) => expect(canVote({ authorized }, inApp, email)).toBe(expected));

  it.each([
    [200, { ok: true }, 'ok'],
    [200, { ok: false }, 'failed'],
    [200, null, 'failed'],
    [403, { errorCode: 'VOTE_NOT_AUTHORIZED' }, 'not-authorized'],
    [401, null, 'not-authorized'],
    [404, { code: 'ARTICLE_NOT_FOUND' }, 'failed'],
    [500, { ok: true }, 'failed'],
    [null, null, 'failed'],
  ] as const)('answer %s %j ends as %s', (status, body, outcome) => expect(voteOutcome(status, body)).toBe(outcome));

  it.each([
    [0, 1, 'ok', 1],
    [1, -1, 'ok', -1],
    [1, -1, 'failed', 1],
    [-1, 1, 'not-authorized', -1],
    [0, -1, 'failed', 0],
  ] as const)('previous %i, asked %i, %s: shows %i (a failure keeps the previous vote)', (previous, asked, outcome, shown) => {
    expect(voteAfter(previous, asked as VoteValue, outcome)).toBe(shown);
  });
});

describe('public-site §6 help chat button rules', () => {
  const table: Array<[boolean, string | null, boolean, VoteValue, boolean]> = [
    // in app, email, anonymous chat, vote → shown
    [true, 'a@b.c', false, 0, false],
    [true, 'a@b.c', true, 0, false],
    [true, 'a@b.c', false, 1, false],
    [true, 'a@b.c', false, -1, true],
    [true, null, false, 0, true],
    [true, null, false, 1, true],
    [true, null, true, -1, true],
    [false, null, true, 0, true],
    [false, null, true, 1, true],
    [false, null, false, 0, false],
    [false, null, false, 1, false],
    [false, null, false, -1, true],
    [false, 'a@b.c', false, 0, false],
  ];
  it.each(table)('in app %s, email %s, anonymous chat %s, vote %i: button shown %s', (inApp, email, anonymous, vote, shown) => {
    expect(showMobileChatButton(inApp, email, anonymous, vote)).toBe(shown);
  });

  it.each([
    [true, 'help', true],
    [false, 'help', false],
    [true, 'global-account', false],
    [true, 'business-connect', false],
    [true, 'apple-pay', false],
    [true, 'help-mobile', false],
  ])('server allows %s on a %s page: support chat %s', (allows, kind, shown) => expect(supportChatAllowed(allows, kind)).toBe(shown));

  it('opens the showChat page in the app, the widget when configured, else the new-request page', () => {
    expect(chatTarget(true, true, '/help-mobile/showChat?platform=ios', '/hc/de-de/requests/new')).toEqual({ kind: 'app', href: '/help-mobile/showChat?platform=ios' });
    expect(chatTarget(false, true, '/x/showChat', '/hc/de-de/requests/new')).toEqual({ kind: 'widget' });
    expect(chatTarget(false, false, '/x/showChat', '/hc/de-de/requests/new')).toEqual({ kind: 'new-request', href: '/hc/de-de/requests/new' });
    expect(newRequestPath('de-DE')).toBe('/hc/de-de/requests/new');
  });

  it.each([
    ['global-account', true],
    ['business-connect', true],
    ['support-link', true],
    ['help', false],
    [null, false],
    ['', false],
  ])('support mail link for option %j: %s', (option, shown) => {
    expect(showSupportMail(option)).toBe(shown);
  });
});

describe('public-site §2 help paths and the native app', () => {
  it('builds the four levels under both bases, with the showChat suffix', () => {
    const article = { kind: 'article', categoryId: 1, sectionId: 2, articleId: 3 } as const;
    expect(helpPath('help', { kind: 'home' })).toBe('/help');
    expect(helpPath('help', { kind: 'category', categoryId: 1 })).toBe('/help/category/1');
    expect(helpPath('help', { kind: 'section', categoryId: 1, sectionId: 2 })).toBe('/help/category/1/section/2');
    expect(helpPath('help', article)).toBe('/help/category/1/section/2/article/3');
    expect(helpPath('help-mobile', article, true)).toBe('/help-mobile/category/1/section/2/article/3/showChat');
    expect(helpPath('help-mobile', { kind: 'home' }, true)).toBe('/help-mobile/showChat');
    expect(parentLevel(article)).toEqual({ kind: 'section', categoryId: 1, sectionId: 2 });
    expect(parentLevel({ kind: 'home' })).toBeNull();
    expect(levelTrail(article).map((l) => l.kind)).toEqual(['home', 'category', 'section', 'article']);
  });

  it.each([
    ['?platform=ios', 'ios'],
    ['?platform=android&x=1', 'android'],
    ['?platform=web', null],
    ['', null],
    ['?platform=IOS', null],
  ])('platform of %j is %j', (search, platform) => expect(platformOf(search)).toBe(platform));

  it.each([
    ['/help', 'ios', '/help?platform=ios'],
    ['/de-de/help-mobile/category/1?x=1#top', 'android', '/de-de/help-mobile/category/1?x=1&platform=android#top'],
    ['/help?platform=ios', 'android', '/help?platform=android'],
    ['https://elsewhere.example/help', 'ios', 'https://elsewhere.example/help'],
    ['/help', null, '/help'],
  ] as const)('%s keeps platform %s as %s', (href, platform, expected) => expect(withPlatform(href, platform)).toBe(expected));

  it.each([
    ['/help', true],
    ['/de-de/help-mobile/category/1', true],
    ['/help?platform=ios', true],
    ['/helpful', false],
    ['/rules', false],
    ['/de-de/help/transfers/x', true],
  ])('%s is a help link: %s', (href, yes) => {
    expect(isHelpHref(href)).toBe(yes);
  });

  it('adds the showChat suffix once', () => {
    expect(showChatPath('/help-mobile/category/1')).toBe('/help-mobile/category/1/showChat');
    expect(showChatPath('/help-mobile/category/1/showChat')).toBe('/help-mobile/category/1/showChat');
    expect(showChatPath('/help-mobile/')).toBe('/help-mobile/showChat');
  });

  it('formats the article creation date as YYYY-MM-DD in UTC', () => {
    expect(formatArticleDate('2023-02-14T17:30:00Z')).toBe('2023-02-14');
    expect(formatArticleDate('2023-12-31T23:30:00-02:00')).toBe('2024-01-01');
  });
});

describe('public-site §2 help article bodies: desk links and attachments', () => {
  const targets: DeskLinkTargets = {
    article: (id) => (id === 5 ? '/help/category/1/section/2/article/5' : undefined),
    section: (id) => (id === 2 ? '/help/category/1/section/2' : undefined),
    category: (id) => (id === 1 ? '/help/category/1' : undefined),
    home: '/help',
    newRequest: '/hc/de-de/requests/new',
    deskHosts: ['sendora.zendesk.com'],
  };
  it.each([
    ['/hc/en-us/articles/5-How-much', '/help/category/1/section/2/article/5'],
    ['/hc/zh-cn/articles/5#fees', '/help/category/1/section/2/article/5#fees'],
    ['https://sendora.zendesk.com/hc/de/articles/5-Wie', '/help/category/1/section/2/article/5'],
    ['/hc/en-us/articles/999-Gone', '/help'],
    ['/hc/en-us/sections/2-Fees', '/help/category/1/section/2'],
    ['/hc/en-us/categories/1', '/help/category/1'],
    ['/hc/en-us/requests/new', '/hc/de-de/requests/new'],
    ['/hc/en-us', '/help'],
    ['https://register.fca.org.uk/', 'https://register.fca.org.uk/'],
    ['https://other.zendesk.com/hc/en-us/articles/5', 'https://other.zendesk.com/hc/en-us/articles/5'],
    ['/rules', '/rules'],
    ['mailto:support@sendora.example', 'mailto:support@sendora.example'],
  ])('link %s becomes %s', (href, expected) => expect(rewriteDeskHref(href, targets)).toBe(expected));

  const attachments = { '/hc/article_attachments/1/a.png': '/media/helpdesk/1-a.svg', 'https://sendora.zendesk.com/hc/article_attachments/2/b.png': '/media/helpdesk/2-b.svg' };
  it.each([
    ['/hc/article_attachments/1/a.png', '/media/helpdesk/1-a.svg'],
    ['https://sendora.zendesk.com/hc/article_attachments/1/a.png', '/media/helpdesk/1-a.svg'],
    ['https://sendora.zendesk.com/hc/article_attachments/2/b.png', '/media/helpdesk/2-b.svg'],
    ['https://sendora.zendesk.com/hc/article_attachments/3/c.png', ''],
    ['https://cdn.elsewhere.example/x.png', ''],
    ['/media/home/x.svg', '/media/home/x.svg'],
  ])('image %s becomes %j (no request leaves the site)', (src, expected) => expect(rewriteDeskSrc(src, attachments, ['sendora.zendesk.com'])).toBe(expected));
});

describe('sender-flows §7 help search host', async () => {
  const { helpSearchApiUrl } = await import('../../../src/lib/help-search-config.ts');
  it.each([
    [undefined, '/api/v2/help_center/articles/search.json'],
    ['', '/api/v2/help_center/articles/search.json'],
    ['off', null],
    ['https://desk.example', 'https://desk.example/api/v2/help_center/articles/search.json'],
  ])('HELP_SEARCH_HOST %j asks %j', (host, url) => expect(helpSearchApiUrl(host)).toBe(url));
  it('refuses a plain-http host', () => expect(() => helpSearchApiUrl('http://desk.example')).toThrow(/https/));
});
