import { describe, expect, it } from 'vitest';
import { pageData } from '../../../src/api/schemas/index.ts';
import { signIn, useSandbox } from './harness.ts';

const sandbox = await useSandbox();

describe('sender-flows §4 messages: the sandbox says its own notices in the reader’s language', () => {
  it.each([
    ['', 'Transfers to the Philippines now arrive within minutes.'],
    ['?lang=de', 'Überweisungen auf die Philippinen kommen jetzt innerhalb von Minuten an.'],
    ['?lang=ru', 'Переводы на Филиппины теперь приходят за считаные минуты.'],
  ])('the seeded notice on the send page%s', async (query, text) => {
    const tab = await signIn(sandbox, 'regular');
    const answer = await tab.page(`/auth/send/main.page${query}`);
    const notices = pageData.parse(answer.json).messageBodyMessages ?? [];
    expect(notices.map((m) => m.value)).toContain(text);
    expect(notices.some((m) => m.value.startsWith('text:'))).toBe(false);
  });
});
