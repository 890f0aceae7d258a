// @vitest-environment happy-dom
import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { inlineScripts } from '../../../src/lib/inline-scripts.ts';
import { needsAstroRuntime } from '../../../src/layouts/island-runtime.ts';

/** What the fake renderer saw: the element, the component and the revived props. */
type Hydrated = { el: Element; component: unknown; props: unknown; client: string };
declare global {
  var hydrated: Hydrated[] | undefined;
}

const componentUrl = '/_astro/LanguagePicker.x.js';
const rendererUrl = '/_astro/client.x.js';
function Picker(): void {}
const modules: Record<string, unknown> = {
  [componentUrl]: { default: Picker },
  [rendererUrl]: {
    default:
      (el: Element) =>
      (component: unknown, props: unknown, _slots: unknown, { client }: { client: string }) =>
        void globalThis.hydrated?.push({ el, component, props, client }),
  },
};
/** The loader with its module imports answered by the modules above (a test's eval cannot import). */
const runLoader = () => new Function('load', inlineScripts.islands.replace(/\bimport\(/g, 'load('))((url: string) => Promise.resolve(modules[url]));
const props = JSON.stringify({ choices: [1, [[0, { lang: [0, 'de'], href: [0, '/de-de'], current: [0, true] }]]], label: [0, 'Sprache'], embedded: [0, null] });

const island = (client = 'interaction') => {
  document.body.innerHTML = `<astro-island uid="a" component-url="${componentUrl}" component-export="default" renderer-url="${rendererUrl}" props="${props.replace(/"/g, '&quot;')}" ssr client="${client}" await-children><button type="button">Sprache</button><!--astro:end--></astro-island>`;
  return document.querySelector('astro-island')!;
};
const settle = async () => {
  for (let i = 0; i < 20 && !globalThis.hydrated?.length; i++) await new Promise((r) => setTimeout(r, 10));
};

beforeEach(() => {
  globalThis.hydrated = [];
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the islands loader (client:interaction without Astro runtime)', () => {
  it('loads nothing before the first interaction, then hydrates with the props Astro wrote', async () => {
    const el = island();
    runLoader();
    await new Promise((r) => setTimeout(r, 30));
    expect(globalThis.hydrated).toEqual([]);
    el.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(globalThis.hydrated).toHaveLength(1);
    const [call] = globalThis.hydrated!;
    expect(call?.el).toBe(el);
    expect(call?.component).toBe(Picker);
    expect(call?.client).toBe('interaction');
    expect(call?.props).toEqual({ choices: [{ lang: 'de', href: '/de-de', current: true }], label: 'Sprache', embedded: null });
    expect(el.hasAttribute('ssr')).toBe(false);
    expect([...el.childNodes].some((n) => n.nodeType === Node.COMMENT_NODE)).toBe(false);
  });

  it('marks a click that arrives before hydration, for the component to replay', async () => {
    const el = island();
    runLoader();
    el.querySelector('button')!.click();
    expect(el.hasAttribute('data-clicked')).toBe(true);
    await settle();
    expect(globalThis.hydrated).toHaveLength(1);
  });

  it('fetches a prop given by reference to the shell texts before hydrating', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve({ json: () => Promise.resolve({ 't:a11y.close': 'Schließen', businessForm: { title: 'Sprechen Sie mit uns' } }) });
    });
    const el = island();
    el.setAttribute('props', JSON.stringify({ label: [0, 'Vertrieb'], text: [0, { shellTexts: [0, '/data/shell/de.json#businessForm'] }] }));
    runLoader();
    el.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(fetched).toEqual(['/data/shell/de.json']);
    expect(globalThis.hydrated?.[0]?.props).toEqual({ label: 'Vertrieb', text: { title: 'Sprechen Sie mit uns' } });
    vi.unstubAllGlobals();
  });

  it('leaves the islands to Astro runtime when the page has it', async () => {
    const el = island();
    customElements.define('astro-island', class extends HTMLElement {});
    runLoader();
    el.querySelector('button')!.click();
    await new Promise((r) => setTimeout(r, 30));
    expect(el.hasAttribute('data-clicked')).toBe(false);
    expect(globalThis.hydrated).toEqual([]);
  });
});

describe('which pages need Astro island runtime', () => {
  it('only those with an island that hydrates other than on interaction', () => {
    expect(needsAstroRuntime('<astro-island uid="1" ssr client="interaction" opts="{}"></astro-island>')).toBe(false);
    expect(needsAstroRuntime('<p>text</p>')).toBe(false);
    for (const client of ['load', 'reveal', 'event', 'visible', 'idle', 'only']) expect(needsAstroRuntime(`<astro-island uid="1" client="${client}"></astro-island>`)).toBe(true);
  });
});

describe('design.md JavaScript budget: the shell loads on the first interaction', () => {
  /** The URL the page gives the loader (`withPageValues`). */
  const shellUrl = /\}\)\(("[^"]+")\);$/;
  /** The page's loader with its import answered by the shell module itself (a test's eval cannot import). */
  const runShellLoader = (load: (url: string) => Promise<unknown>) => new Function('load', inlineScripts.shell.replace(/\bimport\(/g, 'load('))(load);

  it('imports the hashed shell module by URL and carries none of its parts', () => {
    expect(JSON.parse(shellUrl.exec(inlineScripts.shell)?.[1] ?? '""')).toMatch(/^\/_astro\/shell\.[\w-]{10}\.js$/);
    expect(inlineScripts.shell).not.toContain('astro-island');
    expect(inlineScripts.shell).not.toContain('/logout');
  });

  it('shows the saved theme at once, loads nothing before an interaction, then once, and does a click made before it again', async () => {
    localStorage.setItem('userTheme', 'dark');
    document.body.innerHTML = `<div><header data-header><button data-burger aria-expanded="false" data-label-open="Menu" data-label-close="Close">Menu</button></header></div>
      <form data-theme-switch><label><input type="radio" name="theme" value="light"></label><label><input type="radio" name="theme" value="dark"></label><label><input type="radio" name="theme" value="system" checked></label></form>`;
    const loads: string[] = [];
    runShellLoader((url) => {
      loads.push(url);
      return import('../../../src/lib/inline/shell.ts');
    });
    expect(document.querySelector<HTMLInputElement>('input:checked')?.value).toBe('dark');
    expect(loads).toEqual([]);
    const burger = document.querySelector<HTMLButtonElement>('[data-burger]')!;
    burger.dispatchEvent(new Event('pointerover', { bubbles: true }));
    burger.click();
    burger.dispatchEvent(new Event('focusin', { bubbles: true }));
    for (let i = 0; i < 50 && burger.getAttribute('aria-expanded') !== 'true'; i++) await new Promise((r) => setTimeout(r, 10));
    expect(loads).toHaveLength(1);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Close');
    burger.click();
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    localStorage.clear();
  });

  it('the head marks the theme and the session before paint', () => {
    document.cookie = 'authUser=1; Path=/';
    new Function(inlineScripts.head)();
    expect(document.documentElement.dataset['theme']).toMatch(/^(light|dark)$/);
    expect(document.documentElement.dataset['session']).toBeDefined();
  });
});
