import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { TEST_PASSWORD, testUser, type UserScenario } from '../../scripts/sandbox/catalogue.ts';
import { withoutServerMessages } from '../e2e/auth/account-helpers.ts';
import { blockAnswer } from '../e2e/auth/auth-helpers.ts';

/**
 * The screenshot matrix of every /auth screen and modal (npm run screenshots): width × theme ×
 * language, one full-page picture per screen in test-results/screens/{screen}-{width}-{theme}-{lang}.png.
 * For people to look at, not a visual diff: a screen that cannot be reached is skipped with a note
 * (the test's annotations and the list reporter say which), never compared.
 *
 * The ways in are the browser tests' (tests/e2e: a11y-auth, a11y-money, a11y-account, server-texts).
 * Language: the app's own sources (sender-flows §1), the cached choice in localStorage and the
 * browser's languages; the sandbox answers in the language the app sends. Theme: the browser's
 * colour scheme (no saved theme), checked on every picture.
 */

const OUT = 'test-results/screens';
mkdirSync(OUT, { recursive: true });

const SIZES = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;
const THEMES = ['light', 'dark'] as const;
const LANGS = ['en', 'de'] as const;

const SEND_PAGE = '/auth/send/main.page';
const OUTCOME = { timeout: 15_000 };

/** Offline like the browser tests: a request to any other host is aborted. */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- an automatic Playwright fixture with no value is typed void
const test = base.extend<{ stayOffline: void }>({
  stayOffline: [
    async ({ context }, use) => {
      await context.route(/.*/, (route) => {
        const url = new URL(route.request().url());
        return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.protocol === 'data:' ? route.fallback() : route.abort('blockedbyclient');
      });
      await use();
    },
    { auto: true },
  ],
});

/** A short random part for data that must be new in a shared sandbox (phones, emails). */
const fresh = () => String(Math.floor(1000 + Math.random() * 9000));

for (const size of SIZES) {
  for (const theme of THEMES) {
    for (const lang of LANGS) {
      const combo = `${size.width}-${theme}-${lang}`;

      test.describe(combo, () => {
        test.use({ viewport: size, colorScheme: theme, locale: lang === 'de' ? 'de-DE' : 'en-GB' });

        test.beforeEach(async ({ page }) => {
          // The cached language choice (the app's localStorage key), before any script of the page.
          await page.addInitScript((l) => {
            try {
              localStorage.setItem('i18nextLng', l);
            } catch {
              /* storage off */
            }
          }, lang);
        });

        /** The label or name in the combination's language: an exact, case-sensitive match. */
        const L = (en: string, de: string): RegExp => new RegExp(`^${escape(lang === 'de' ? de : en)}$`);
        /** The same, matching the start only (labels with a hint or a required mark after them). */
        const Ls = (en: string, de: string): RegExp => new RegExp(`^${escape(lang === 'de' ? de : en)}`);
        const h1 = (page: Page, en: string, de: string) => expect(page.getByRole('heading', { level: 1, name: L(en, de) })).toBeVisible(OUTCOME);

        /** One full-page picture, once fonts are in and the theme is the combination's. */
        const shot = async (page: Page, screen: string) => {
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const shown = await page.evaluate(() => document.documentElement.dataset['theme'] ?? '');
          if (shown !== theme) {
            note(`${screen}: page theme was "${shown}", set to ${theme} for the picture`);
            await page.evaluate((t) => {
              document.documentElement.dataset['theme'] = t;
            }, theme);
          }
          const htmlLang = await page.evaluate(() => document.documentElement.lang);
          if (!htmlLang.toLowerCase().startsWith(lang)) note(`${screen}: html lang is "${htmlLang}", expected ${lang}`);
          // From the top: a full-page picture of a scrolled page draws the sticky header in the middle.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
          await page.screenshot({ path: `${OUT}/${screen}-${combo}.png`, fullPage: true, animations: 'disabled' });
        };

        /** Runs the way to some screens; if it breaks, the rest of the test is skipped with a note (no failure). */
        const reach = async (what: string, steps: () => Promise<void>) => {
          try {
            await steps();
          } catch (error) {
            const message = error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error);
            note(`not reached: ${what} — ${message.slice(0, 300)}`);
            test.skip(true, `not reached: ${what}`);
          }
        };

        const signIn = async (page: Page, scenario: UserScenario = 'regular') => {
          const answer = await page.request.post('/api/login/security-check', { form: { phone: testUser(scenario).phone, password: TEST_PASSWORD } });
          expect(answer.status()).toBe(200);
          // Other screens' transfers store messages on the seeded senders; these pictures are of the screens.
          await withoutServerMessages(page);
        };

        const appReady = (page: Page) => expect(page.locator('.auth-app')).toBeVisible(OUTCOME);

        const sendForm = (page: Page): Locator => page.getByRole('form', { name: 'send' });

        /** The recipient of the GB → PH bank-account form (the sandbox's server form, in the page's language). */
        const fillRecipient = async (page: Page) => {
          await page.getByLabel(L('First name', 'Vorname')).fill('Maria');
          await page.getByLabel(Ls('Last name', 'Nachname')).fill('Santos');
          const account = page.getByLabel(L('IBAN or account number', 'IBAN oder Kontonummer'));
          if (await account.count()) await account.fill('PH12BANK000123456789');
          await page.getByLabel(Ls('Recipient’s phone', 'Telefonnummer des Empfängers')).fill('9171234567');
        };

        const openCorridor = async (page: Page, amount: string) => {
          const calculator = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/send/gb/ph' && r.request().method() === 'GET');
          await page.goto(`/auth/send/gb/ph?amount=${amount}&isFrom=true&from_page=send`);
          await calculator;
          await expect(page.getByLabel(L('You send', 'Sie senden'), { exact: true })).toHaveValue(new RegExp(`^${amount.replace('.', '[.,]')}`), OUTCOME);
        };

        /** Through the send form to the review, then (after an optional picture of it) to the card step. */
        const toPay = async (page: Page, amount: string, atReview?: () => Promise<void>) => {
          await openCorridor(page, amount);
          await fillRecipient(page);
          await sendForm(page)
            .getByRole('button', { name: L('Continue', 'Weiter') })
            .click();
          await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/, OUTCOME);
          await h1(page, 'Review before paying', 'Vor dem Bezahlen prüfen');
          await atReview?.();
          await page.getByRole('button', { name: L('Continue to payment', 'Weiter zur Zahlung') }).click();
          await h1(page, 'Pay for your transfer', 'Überweisung bezahlen');
        };

        const payNow = (page: Page) => page.getByRole('button', { name: L('Pay now', 'Jetzt bezahlen') }).click();

        test('login, login with a field error', async ({ page }) => {
          await reach('login', async () => {
            await page.goto('/login');
            await appReady(page);
            await expect(page.getByRole('button', { name: L('Sign in', 'Anmelden') })).toBeVisible();
          });
          await shot(page, 'login');
          await reach('login with a field error', async () => {
            // A number with no account: the server's error lands on the password field (no captcha counted against a seeded sender).
            await page.getByLabel(L('Phone number', 'Telefonnummer')).fill(`4477009${fresh()}0`);
            await page.getByLabel(L('Password', 'Passwort'), { exact: true }).fill('wrong-password');
            await page.getByRole('button', { name: L('Sign in', 'Anmelden') }).click();
            await expect(page.getByLabel(L('Password', 'Passwort'), { exact: true })).toHaveAttribute('aria-invalid', 'true', OUTCOME);
          });
          await shot(page, 'login-error');
        });

        test('registration, its field errors, the welcome modal', async ({ page }) => {
          await reach('registration', async () => {
            await page.goto('/registration');
            await appReady(page);
            await expect(page.getByRole('button', { name: L('Create account', 'Konto erstellen') })).toBeVisible();
          });
          await shot(page, 'registration');
          await reach('registration with field errors', async () => {
            await page.getByRole('button', { name: L('Create account', 'Konto erstellen') }).click();
            await expect(page.getByLabel(L('Email', 'E-Mail'))).toHaveAttribute('aria-invalid', 'true');
          });
          await shot(page, 'registration-error');
          await reach('welcome modal (after registration)', async () => {
            await page.getByLabel(L('Phone number', 'Telefonnummer')).fill(`4477009${fresh()}1`);
            await page.getByLabel(L('Password', 'Passwort'), { exact: true }).fill('longenough1');
            await page.getByLabel(L('First name', 'Vorname')).fill('Ada');
            await page.getByLabel(L('Last name', 'Nachname')).fill('Lovelace');
            await page.getByLabel(L('Email', 'E-Mail')).fill(`ada.${fresh()}@example.com`);
            const country = page.getByLabel(L('Country you send from', 'Land, aus dem Sie senden'));
            const uk = await country
              .locator('option')
              .evaluateAll((options) => (options as HTMLOptionElement[]).find((o) => o.value === '826' || /United Kingdom|Vereinigtes Königreich/.test(o.text))?.value ?? '');
            await country.selectOption(uk);
            await page.getByLabel(Ls('I accept the terms', 'Ich akzeptiere')).check();
            await page.getByRole('button', { name: L('Create account', 'Konto erstellen') }).click();
            await expect(page.getByRole('dialog', { name: L('Welcome, Ada!', 'Willkommen, Ada!') })).toBeVisible(OUTCOME);
          });
          await shot(page, 'welcome-modal');
        });

        test('send page, country menu, corridor send form, field error', async ({ page }) => {
          await signIn(page);
          await reach('send page', async () => {
            await page.goto(SEND_PAGE);
            await h1(page, 'Send money', 'Geld senden');
            await expect(
              page
                .getByRole('region', { name: L('Your transfers', 'Ihre Überweisungen') })
                .getByRole('listitem')
                .first(),
            ).toBeVisible(OUTCOME);
            await expect(page.getByLabel(L('You send', 'Sie senden'), { exact: true })).not.toHaveValue('');
          });
          await shot(page, 'send');
          await reach('country menu modal', async () => {
            await page.getByRole('button', { name: Ls('Change the country or currency the money goes to', 'Empfängerland oder Währung ändern') }).click();
            await expect(page.getByRole('dialog', { name: L('Where does the money go?', 'Wohin geht das Geld?') })).toBeVisible();
          });
          await shot(page, 'send-country-menu');
          await reach('send form of a corridor (/auth/send/gb/ph)', async () => {
            await openCorridor(page, '120');
            await h1(page, 'Send money', 'Geld senden');
          });
          await shot(page, 'send-corridor');
          await reach('send form with a field error', async () => {
            await fillRecipient(page);
            // A code of the right shape the server does not know: the server's error on its field.
            await page.getByLabel(Ls('Promo code', 'Promo-Code')).fill('FREEMONEY');
            await sendForm(page)
              .getByRole('button', { name: L('Continue', 'Weiter') })
              .click();
            await expect(page.getByLabel(Ls('Promo code', 'Promo-Code'))).toHaveAttribute('aria-invalid', 'true', OUTCOME);
          });
          await shot(page, 'send-error');
        });

        test('pay page, a new card, waiting and success', async ({ page }) => {
          await signIn(page);
          await reach('pay page', () => toPay(page, '100', () => shot(page, 'pay-review')));
          await shot(page, 'pay');
          await reach('pay page with a new card', async () => {
            await page.getByRole('radio', { name: L('A new card', 'Eine neue Karte') }).check();
            await expect(page.getByLabel(L('Card number', 'Kartennummer'))).toBeVisible();
            await page.getByLabel(L('Card number', 'Kartennummer')).fill('4242424242424242');
            await page.getByLabel(L('MM/YY', 'MM/JJ')).fill('1230');
            await page.getByLabel('CVV').fill('123');
          });
          await shot(page, 'pay-new-card');
          await reach('waiting result', async () => {
            await payNow(page);
            await h1(page, 'Your transfer is being processed', 'Ihre Überweisung wird bearbeitet');
          });
          await shot(page, 'result-waiting');
          await reach('success result', () => h1(page, 'Transfer complete', 'Überweisung ausgeführt'));
          await shot(page, 'result-success');
        });

        test('failure result', async ({ page }) => {
          await signIn(page);
          await reach('failure result', async () => {
            await toPay(page, '100.01');
            await payNow(page);
            await h1(page, "Your transfer didn't go through", 'Ihre Überweisung ist nicht durchgegangen');
          });
          await shot(page, 'result-failure');
        });

        test('error-code result and the user-error page', async ({ page }) => {
          await signIn(page);
          await reach('error-code result', async () => {
            await toPay(page, '100.03');
            await payNow(page);
            await h1(page, "We couldn't complete your transfer", 'Ihre Überweisung konnte nicht ausgeführt werden');
          });
          await shot(page, 'result-error-code');
          await reach('user-error page', async () => {
            await page.getByRole('link', { name: L('What this error means', 'Was dieser Fehler bedeutet') }).click();
            await expect(page).toHaveURL(/\/auth\/user-error\?code=633$/);
            await expect(page.getByText(L('Reference code: 633', 'Referenzcode: 633'))).toBeVisible(OUTCOME);
          });
          await shot(page, 'user-error');
        });

        test('request form, its field error, the requester’s page', async ({ page }) => {
          await signIn(page);
          await reach('request form', async () => {
            await page.goto('/auth/request/gb/ph');
            await h1(page, 'Request money', 'Geld anfordern');
            await expect(page.getByRole('button', { name: L('Create request', 'Anfrage erstellen') })).toBeVisible();
          });
          await shot(page, 'request');
          await reach('request form with a field error', async () => {
            await page.getByRole('button', { name: L('Create request', 'Anfrage erstellen') }).click();
            await expect(page.getByLabel(L('Payer’s phone', 'Telefonnummer des Zahlers'))).toHaveAttribute('aria-invalid', 'true');
          });
          await shot(page, 'request-error');
          await reach('requester’s page (/auth/request/created)', async () => {
            await page.getByLabel(L('Payer’s phone', 'Telefonnummer des Zahlers')).fill('+44-7700-900');
            await page.getByRole('button', { name: L('Create request', 'Anfrage erstellen') }).click();
            await expect(page).toHaveURL(/\/auth\/request\/created\?link=/, OUTCOME);
            await expect(page.getByRole('status').filter({ hasText: L('Waiting for payment', 'Wartet auf Zahlung') })).toBeVisible(OUTCOME);
          });
          await shot(page, 'request-created');
        });

        test('block modal, its guidance, the server error popup', async ({ page }) => {
          await signIn(page);
          await reach('send form for the block modal', async () => {
            await page.goto(SEND_PAGE);
            await h1(page, 'Send money', 'Geld senden');
            await fillRecipient(page);
          });
          await reach('block modal', async () => {
            await page.route(/\/api\/send\//, (route) =>
              route.fulfill(
                blockAnswer(
                  631,
                  lang === 'de'
                    ? 'Wir konnten diese Überweisung nicht annehmen. Wenden Sie sich an den Support oder versuchen Sie es später erneut.'
                    : 'We could not accept this transfer. Contact support or try again later.',
                ),
              ),
            );
            await sendForm(page)
              .getByRole('button', { name: L('Continue', 'Weiter') })
              .click();
            await expect(page.getByRole('dialog', { name: L("We couldn't accept this transfer", 'Wir konnten diese Überweisung nicht annehmen') })).toBeVisible(OUTCOME);
          });
          await shot(page, 'block-modal');
          await reach('block guidance modal', async () => {
            await page
              .getByRole('dialog', { name: L("We couldn't accept this transfer", 'Wir konnten diese Überweisung nicht annehmen') })
              .getByRole('button', { name: L('Continue', 'Weiter') })
              .click();
            await expect(page.getByRole('dialog', { name: L('What you can do', 'Was Sie tun können') })).toBeVisible();
          });
          await shot(page, 'block-guidance');
          await reach('server error popup', async () => {
            await page
              .getByRole('dialog', { name: L('What you can do', 'Was Sie tun können') })
              .getByRole('button', { name: L('Not now', 'Nicht jetzt') })
              .click();
            await page.unroute(/\/api\/send\//);
            const text = lang === 'de' ? '<b>Limit erreicht.</b> Versuchen Sie einen kleineren Betrag.' : '<b>Limit reached.</b> Try a smaller amount.';
            await page.route(/\/api\/send\//, (route) =>
              route.fulfill({
                status: 400,
                contentType: 'application/json',
                body: JSON.stringify({ errorCode: 'LIMIT', errorMessage: 'x', showServerError: true, messages: { errorText: text, buttonClose: 'OK' } }),
              }),
            );
            await sendForm(page)
              .getByRole('button', { name: L('Continue', 'Weiter') })
              .click();
            await expect(page.getByRole('dialog', { name: L('Something went wrong', 'Etwas ist schiefgelaufen') })).toBeVisible(OUTCOME);
          });
          await shot(page, 'server-error-popup');
        });

        test('saved cards, rename and delete modals', async ({ page }) => {
          await signIn(page, 'us');
          await reach('saved cards', async () => {
            await page.goto('/auth/mycards');
            await appReady(page);
            await expect(page.getByText(L('Expired', 'Abgelaufen'))).toBeVisible(OUTCOME);
          });
          await shot(page, 'cards');
          await reach('rename modal with a field error', async () => {
            await page.getByRole('button', { name: L('Rename Everyday Visa', 'Everyday Visa umbenennen') }).click();
            const rename = page.getByRole('dialog', { name: L('Rename card', 'Karte umbenennen') });
            const alias = rename.getByRole('textbox').first();
            await alias.fill('');
            await rename.getByRole('button', { name: L('Save', 'Speichern') }).click();
            await expect(alias).toHaveAttribute('aria-invalid', 'true');
          });
          await shot(page, 'cards-rename-modal');
          await reach('delete modal', async () => {
            await page
              .getByRole('dialog', { name: L('Rename card', 'Karte umbenennen') })
              .getByRole('button', { name: L('Close', 'Schließen') })
              .click();
            await page.getByRole('button', { name: L('Delete Travel card', 'Travel card löschen') }).click();
            await expect(page.getByRole('dialog', { name: L('Delete this card?', 'Diese Karte löschen?') })).toBeVisible();
          });
          await shot(page, 'cards-delete-modal');
        });

        test('profile, its field error, invite friends', async ({ page }) => {
          await signIn(page, 'us');
          await reach('profile', async () => {
            await page.goto('/auth/profile');
            await h1(page, 'Profile', 'Profil');
          });
          await shot(page, 'profile');
          await reach('profile with a field error', async () => {
            await page.getByLabel(L('Email', 'E-Mail'), { exact: true }).fill('');
            await page.getByRole('button', { name: L('Save changes', 'Änderungen speichern') }).click();
            await expect(page.getByLabel(L('Email', 'E-Mail'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
          });
          await shot(page, 'profile-error');
          await reach('invite friends', async () => {
            await page.goto('/auth/profile/invite-friends');
            await h1(page, 'Invite friends', 'Freunde einladen');
          });
          await shot(page, 'invite-friends');
        });

        test('KYC: documents, explanation, tips, capture, verifying, failed, nothing needed', async ({ page }) => {
          await signIn(page, 'new');
          await reach('KYC documents', async () => {
            await page.goto('/auth/kyc/ca');
            await h1(page, 'Choose a document', 'Dokument wählen');
          });
          await shot(page, 'kyc-documents');
          await reach('KYC document explanation', async () => {
            await page.getByRole('button', { name: /^(National identity card|Personalausweis)/ }).click();
            await expect(page.getByRole('heading', { level: 1, name: /^(National identity card|Personalausweis)/ })).toBeVisible();
          });
          await shot(page, 'kyc-explanation');
          await reach('KYC frame tips', async () => {
            await page.getByRole('link', { name: L('Continue', 'Weiter') }).click();
            await h1(page, 'Before you start', 'Bevor Sie beginnen');
          });
          await shot(page, 'kyc-tips');
          await reach('KYC capture with a missing photo', async () => {
            await page.getByRole('button', { name: L("I'm ready", 'Ich bin bereit') }).click();
            await h1(page, 'Document check', 'Dokumentenprüfung');
            await page.getByRole('button', { name: L('Send', 'Senden') }).click();
            await expect(page.getByText(L('Add this photo.', 'Fügen Sie dieses Foto hinzu.')).first()).toBeVisible();
          });
          await shot(page, 'kyc-capture-error');
          for (const [query, screen, en, de] of [
            ['docCheckResult=success', 'kyc-verifying', "We're checking your documents", 'Wir prüfen Ihre Dokumente'],
            ['docCheckResult=fail', 'kyc-failed', "We couldn't verify your identity", 'Wir konnten Ihre Identität nicht bestätigen'],
          ] as const) {
            await reach(screen, async () => {
              await page.goto(`/auth/kyc/ca?${query}`);
              await h1(page, en, de);
            });
            await shot(page, screen);
          }
          await reach('KYC nothing needed', async () => {
            await signIn(page, 'regular');
            await page.goto('/auth/kyc/ca');
            await h1(page, 'No documents needed', 'Keine Dokumente nötig');
          });
          await shot(page, 'kyc-verified');
        });

        test('not-found page', async ({ page }) => {
          await signIn(page);
          await reach('not-found page', async () => {
            await page.goto('/auth/nonexistent');
            await h1(page, "We can't find this page", 'Diese Seite gibt es nicht');
          });
          await shot(page, 'not-found');
        });
      });
    }
  }
}

/** A note on the test (shown by the list reporter's annotations and in the console). */
function note(text: string): void {
  test.info().annotations.push({ type: 'note', description: text });
  console.log(`[screens] ${test.info().title}: ${text}`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
