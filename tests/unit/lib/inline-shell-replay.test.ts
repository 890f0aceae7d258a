// @vitest-environment happy-dom
// A file of its own: the shell module binds to the document when it is first imported.
import { describe, it, expect } from 'vitest';
import { inlineScripts } from '../../../src/lib/inline-scripts.ts';

/** The page's loader with its import answered by the test (a test's eval cannot import). */
const runShellLoader = (load: (url: string) => Promise<unknown>) => new Function('load', inlineScripts.shell.replace(/\bimport\(/g, 'load('))(load);
const settled = async (done: () => boolean) => {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('design.md JavaScript budget: what comes before the shell module is done again', () => {
  it('an Escape pressed before the module ran closes the open menu once it has', async () => {
    document.body.innerHTML = `<div><header data-header><details data-dropdown open><summary>More</summary><a href="/x">X</a></details></header></div>`;
    let arrive: (module: unknown) => void = () => undefined;
    runShellLoader(() => new Promise((resolve) => (arrive = resolve)));
    const summary = document.querySelector('summary')!;
    summary.dispatchEvent(new Event('focusin', { bubbles: true }));
    summary.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    const details = document.querySelector('details')!;
    expect(details.open).toBe(true);
    arrive(await import('../../../src/lib/inline/shell.ts'));
    await settled(() => !details.open);
    expect(details.open).toBe(false);
  });
});
