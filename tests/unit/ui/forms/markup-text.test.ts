// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { markupText } from '../../../../src/ui/forms/markup-text.ts';

describe('sender-flows §8 error texts: the words of a server text without its markup', () => {
  it.each([
    ['plain text', 'This field is required', 'This field is required'],
    ['a link', 'Wrong code. <a href="/help">Get help</a>', 'Wrong code. Get help'],
    ['emphasis and entities', '<b>Too&nbsp;long</b>: at most 16 digits &amp; no spaces', 'Too\u00a0long: at most 16 digits & no spaces'],
    ['escaped brackets stay text', '&lt;b&gt; is not bold', '<b> is not bold'],
    ['an image loads nothing and says nothing', 'Hi<img src="x" onerror="alert(1)"> there', 'Hi there'],
  ])('%s', (_, html, text) => {
    expect(markupText(html)).toBe(text);
  });
});
