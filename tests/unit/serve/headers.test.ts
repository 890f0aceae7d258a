import { describe, it, expect } from 'vitest';
import { headersFor, parseHeaders } from '../../../scripts/serve/headers.ts';

const asObject = (list: ReturnType<typeof headersFor>): Record<string, string | string[]> => Object.fromEntries(list.map((h) => [h.name, h.value]));

describe('_headers parser', () => {
  it('reads path lines with indented Name: value lines, comments and blank lines', () => {
    const { rules, problems } = parseHeaders(
      ['# security', '/*', '  X-Frame-Options: DENY', "  Content-Security-Policy: default-src 'self'; img-src data:", '', '/_astro/*', '\tCache-Control: public, max-age=31536000, immutable'].join(
        '\n',
      ),
    );
    expect(problems).toEqual([]);
    expect(rules.map((r) => [r.line, r.pattern.source, r.set])).toEqual([
      [
        2,
        '/*',
        [
          ['X-Frame-Options', 'DENY'],
          ['Content-Security-Policy', "default-src 'self'; img-src data:"],
        ],
      ],
      [6, '/_astro/*', [['Cache-Control', 'public, max-age=31536000, immutable']]],
    ]);
  });

  it('reports header lines without a path, unindented non-path lines and bad names', () => {
    const { rules, problems } = parseHeaders('  X-Orphan: 1\nX-Not-Indented: 1\n/ok\n  Bad Name: 1\n  NoColon\n  X-Good: yes\n');
    expect(problems.map((p) => p.line)).toEqual([1, 2, 4, 5]);
    expect(rules).toHaveLength(1);
    expect(rules[0]?.set).toEqual([['X-Good', 'yes']]);
  });
});

describe('_headers matcher', () => {
  const { rules } = parseHeaders(
    [
      '/*',
      '  X-Frame-Options: DENY',
      '  Cache-Control: public, max-age=0, must-revalidate',
      '  X-Robots-Tag: all',
      '/_astro/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/news/:slug',
      '  X-Kind: news-post',
      '/auth/*',
      '  ! X-Robots-Tag',
      '  X-Robots-Tag: noindex',
      '  Set-Cookie: a=1',
      '  Set-Cookie: b=2',
      'https://preview.example.test/*',
      '  X-Robots-Tag: none',
    ].join('\n'),
  );

  it('applies every matching block in order and joins repeated names with ", "', () => {
    expect(asObject(headersFor(rules, '/_astro/app.js'))).toEqual({
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=0, must-revalidate, public, max-age=31536000, immutable',
      'X-Robots-Tag': 'all',
    });
  });

  it('matches placeholders against one segment only', () => {
    expect(asObject(headersFor(rules, '/news/hello'))['X-Kind']).toBe('news-post');
    expect(asObject(headersFor(rules, '/news/hello/more'))['X-Kind']).toBeUndefined();
  });

  it('lets a trailing /* cover the folder itself', () => {
    expect(asObject(headersFor(rules, '/auth'))['X-Robots-Tag']).toBe('noindex');
  });

  it('detaches headers with "! Name" and keeps Set-Cookie values apart', () => {
    const h = asObject(headersFor(rules, '/auth/profile'));
    expect(h['X-Robots-Tag']).toBe('noindex');
    expect(h['Set-Cookie']).toEqual(['a=1', 'b=2']);
  });

  it('matches absolute-URL patterns by host', () => {
    expect(asObject(headersFor(rules, '/x', 'preview.example.test:4321'))['X-Robots-Tag']).toBe('all, none');
    expect(asObject(headersFor(rules, '/x', 'localhost:4321'))['X-Robots-Tag']).toBe('all');
  });
});
