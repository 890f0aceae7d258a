// @vitest-environment happy-dom
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it, expect, vi, afterEach } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { interpolate, loadNamespace, translator, type Namespace, type Translate } from '../../../src/i18n/runtime.ts';
import { $lang, useNamespace } from '../../../src/i18n/use-namespace.ts';

const answer = (body: unknown, ok = true) => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $lang.set('en');
});

describe('interpolate', () => {
  it('fills every named placeholder, numbers as text, and leaves one without a value as written', () => {
    expect(interpolate('{a} and {a}, {b}', { a: 1 })).toBe('1 and 1, {b}');
    expect(interpolate('no placeholders')).toBe('no placeholders');
  });

  it('takes a value as text, never as a replacement pattern, and reads only own values', () => {
    expect(interpolate('Hi {name}', { name: '$& $1' })).toBe('Hi $& $1');
    expect(interpolate('{constructor}', {})).toBe('{constructor}');
  });
});

describe('translator', () => {
  it('reads a key from the strings and a missing key as itself', () => {
    const t = translator<'landing'>({ 'request.from': 'From {name}' });
    expect(t('request.from', { name: 'Amelia' })).toBe('From Amelia');
    expect(t('request.failed')).toBe('request.failed');
  });
});

describe('loadNamespace', () => {
  const english = { hello: 'Hello', bye: 'Bye' };

  it('answers English without a request', async () => {
    const fetcher = vi.fn(() => answer({}));
    vi.stubGlobal('fetch', fetcher);
    await expect(loadNamespace('en', 'money', english)).resolves.toBe(english);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('lays the language over English, fetching each file once', async () => {
    const fetcher = vi.fn(() => answer({ hello: 'Hallo' }));
    vi.stubGlobal('fetch', fetcher);
    const first = await loadNamespace('de', 'money', english);
    expect(first).toEqual({ hello: 'Hallo', bye: 'Bye' });
    expect(await loadNamespace('de', 'money', english)).toBe(first);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/locales/de/money.json');
  });

  it('keeps English for a file that fails or cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer({ hello: 'Bonjour' }, false)),
    );
    await expect(loadNamespace('fr', 'money', english)).resolves.toBe(english);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    await expect(loadNamespace('it', 'money', english)).resolves.toBe(english);
  });
});

describe('useNamespace', () => {
  function Greeting() {
    const t = useNamespace('landing', { 'request.from': 'From {name}' });
    return <p>{t('request.from', { name: 'Amelia' })}</p>;
  }

  it('shows English, then the visitor language once its file arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer({ 'request.from': 'Von {name}' })),
    );
    render(<Greeting />);
    expect(screen.getByText('From Amelia')).toBeTruthy();
    await act(async () => {
      $lang.set('de');
    });
    expect(await screen.findByText('Von Amelia')).toBeTruthy();
  });
});

describe('translation keys', () => {
  it('types every namespace of public/locales/en', () => {
    // A namespace file without a type here fails this list; a type without a file fails the typecheck.
    const typed: Record<Namespace, true> = {
      account: true,
      auth: true,
      common: true,
      content: true,
      forms: true,
      help: true,
      identity: true,
      landing: true,
      money: true,
      request: true,
      validation: true,
    };
    const files = readdirSync(resolve('public/locales/en')).map((f) => f.replace(/\.json$/, ''));
    expect(Object.keys(typed).sort()).toEqual(files.sort());
  });

  it('refuses a key its namespace lacks at the typecheck', () => {
    const t: Translate<'money'> = (key) => key;
    expect(t('send.formLabel')).toBe('send.formLabel');
    // @ts-expect-error: no such key in public/locales/en/money.json
    t('send.noSuchKey');
    // @ts-expect-error: an auth key is not a money key
    t('app.close');
  });
});
