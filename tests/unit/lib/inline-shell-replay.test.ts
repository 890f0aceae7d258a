// @vitest-environment happy-dom
// A file of its own: the shell module binds to the document when it is first imported, so the one
// test here makes every move before that.
import { describe, it, expect } from 'vitest';
import { inlineScripts } from '../../../src/lib/inline-scripts.ts';

/** The page's loader with its import answered by the test (a test's eval cannot import). */
const runShellLoader = (load: (url: string) => Promise<unknown>) => new Function('load', inlineScripts.shell.replace(/\bimport\(/g, 'load('))(load);
const settled = async (done: () => boolean) => {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('design.md JavaScript budget: what comes before the shell module is done again', () => {
  it('an Escape and a swipe down made before the module ran close the open menu and the popup once it has', async () => {
    document.body.innerHTML = `<div><header data-header><details data-dropdown open><summary>More</summary><a href="/x">X</a></details></header></div>
      <dialog class="popup" open><p>Scan</p></dialog>`;
    let arrive: (module: unknown) => void = () => undefined;
    runShellLoader(() => new Promise((resolve) => (arrive = resolve)));
    const summary = document.querySelector('summary')!;
    summary.dispatchEvent(new Event('focusin', { bubbles: true }));
    summary.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    const inside = document.querySelector('p')!;
    inside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientY: 100 }));
    inside.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientY: 125 }));
    const [details, dialog] = [document.querySelector('details')!, document.querySelector('dialog')!];
    expect([details.open, dialog.open]).toEqual([true, true]);
    arrive(await import('../../../src/lib/inline/shell.ts'));
    await settled(() => !details.open && !dialog.open);
    expect([details.open, dialog.open]).toEqual([false, false]);
  });
});
