// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Cheque, PaymentResult } from '../../../src/api/schemas/payment.ts';
import { CardChoice } from '../../../src/app/screens/money/CardChoice.tsx';
import { HistoryMonths } from '../../../src/app/screens/money/HistoryMonths.tsx';
import { PayReview } from '../../../src/app/screens/money/PayReview.tsx';
import { ResultReceipt } from '../../../src/app/screens/money/ResultReceipt.tsx';
import { ErrorCodeView, FailureView, transferText } from '../../../src/app/screens/money/ResultViews.tsx';
import { SuccessView } from '../../../src/app/screens/money/SuccessView.tsx';
import { $location } from '../../../src/app/router.ts';

afterEach(cleanup);

const cheque: Cheque = {
  paymentId: 7,
  providerFromCategory: 10,
  providerToCategory: 1,
  toCountry: { nameEn: 'Philippines' },
  fromCountry: { nameEn: 'United Kingdom' },
  amountFrom: '100.00',
  amountFromCurrency: 'GBP',
  amountToCurrency: 'PHP',
  fromCountryId: 826,
  toCountryId: 608,
};
const result = (more: Partial<PaymentResult> = {}): PaymentResult => ({
  status: 90,
  statusBean: { recipientType: 'other', canCancelTransaction: false },
  showUpgradeLimitPromo: false,
  showInviteCodeReferralButton: true,
  showLowRiskLimitIncrease: false,
  current_aml_level: 1,
  hasSumsub: false,
  cardPan: null,
  nextPageLink: null,
  increaseLimitUrl: null,
  errorCode: null,
  smsOnSuccess: null,
  subscriptionType: null,
  ...more,
});

describe('sender-flows §4 transfer success screen', () => {
  it('walks reaching_limit → upgrade_limit → the next page', async () => {
    render(<SuccessView cheque={cheque} result={result({ showUpgradeLimitPromo: true, nextPageLink: '/auth/kyc/ca' })} showDone hasCard />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transfer complete');
    expect(screen.getByText('Your transfer is complete: GBP 100.00 → Philippines.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("You're close to your limit");
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Raise your limit');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Raise my limit' }));
    });
    expect($location.get().path).toBe('/auth/kyc/ca');
  });

  it('names the next AML level on the low-risk screen', () => {
    render(<SuccessView cheque={cheque} result={result({ showLowRiskLimitIncrease: true, current_aml_level: 2 })} showDone hasCard={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Raise your limit to level 3');
  });

  it('has no done button for a payout category that goes home by itself, and offers the SMS notice when the form comes', () => {
    const sms = { name: 'smsOnSuccess', action: '/api/auth/pay/sms', errors: {}, fields: [] };
    render(<SuccessView cheque={cheque} result={result({ smsOnSuccess: sms })} showDone={false} hasCard={false} />);
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tell the recipient by SMS' })).toBeTruthy();
  });

  it('failure cancels to the invite page when it is allowed; an error code links its error page', () => {
    render(<FailureView cheque={cheque} result={result({ status: 100 })} />);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/auth/profile/invite-friends');
    cleanup();
    render(<ErrorCodeView code={633} result={result({ status: 100, errorCode: 633, nextPageLink: '/auth/kyc/ca' })} />);
    expect(screen.getByRole('link', { name: 'What this error means' }).getAttribute('href')).toBe('/auth/user-error?code=633');
    expect(screen.getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe('/auth/kyc/ca');
  });
});

describe('sender-flows §3 stored cards and history', () => {
  it('marks an expired card and does not let it be chosen', () => {
    const cards = [
      { id: 1, alias: 'Everyday Visa', paymentSystem: 'VISA' as const, pan: '•••• 4242', cardExpired: false, logo: '/logo.svg' },
      { id: 2, alias: 'Travel card', paymentSystem: 'MASTERCARD' as const, pan: '•••• 4444', cardExpired: true, logo: '/logo.svg' },
    ];
    let chosen = '';
    render(
      <CardChoice
        cards={cards}
        choice="1"
        onChoose={(c) => {
          chosen = c;
        }}
      />,
    );
    const travel = screen.getByRole('radio', { name: /Travel card/ }) as HTMLInputElement;
    expect(travel.disabled).toBe(true);
    expect(document.getElementById(travel.getAttribute('aria-describedby')!)?.textContent).toBe('This card has expired. Choose another card or pay with a new one.');
    // The mark comes from the card's brand, not the answer's logo address.
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/payment-systems/visa.svg',
      '/media/payment-systems/mastercard.svg',
      '/media/payment-systems/card.svg',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'A new card' }));
    expect(chosen).toBe('new');
  });

  it('heads each month once and marks the latest payment', () => {
    const record = (paymentId: number, status: number, day: number) => ({
      paymentId,
      status,
      submitDate: { year: 2026, monthValue: 11, dayOfMonth: day },
      toProviderName: 'Bank transfer · Philippines',
      payTitle: `Transfer ${paymentId}`,
    });
    render(<HistoryMonths kind="payments" tag="en-GB" last={9} groups={[{ year: 2026, monthValue: 11, records: [record(9, 20, 3), record(8, 90, 2), record(7, 100, 1)] }]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['November 2026']);
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('.money-status')?.textContent)).toEqual(['In progress', 'Delivered', 'Not completed']);
    expect(screen.getAllByText('Latest')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Transfer 9' }).getAttribute('href')).toBe('/waiting?paymentId=9');
  });
});

describe('sender-flows §2 /auth/pay review and §4 receipt', () => {
  const coded: Cheque = { ...cheque, toCountry: { nameEn: 'Philippines', code: 'PH' }, fromCountry: { nameEn: 'United Kingdom', code: 'GB' } };
  const figures = { fee: '0.99', amountTo: '7000.00', rate: '70.0000', toName: 'Ana Reyes' };

  it("names the destination in the page's language from its code, in English only without one", () => {
    expect(transferText(coded, 'de')).toBe('100,00\u00a0GBP → Philippinen');
    expect(transferText(cheque, 'de')).toBe('100,00\u00a0GBP → Philippines');
    render(<PayReview cheque={coded} review={{ ...figures, deliveryMethod: 'BANK_ACCOUNT' }} tag="de" />);
    expect(screen.getByText(/Philippinen/)).toBeTruthy();
    expect(screen.queryByText(/Philippines/)).toBeNull();
  });

  it.each([
    ['BANK_ACCOUNT', 'GB29 NWBK 6016 1331 9268 19', 'Ana Reyes •••• 6819'],
    ['HOME_DELIVERY', '12 Rizal Street, Manila', 'Ana Reyes'],
    ['HOME_DELIVERY', 'GB29 NWBK 6016 1331 9268 19', 'Ana Reyes'],
    ['CASH', '', 'Ana Reyes'],
  ])('a %s transfer to %j shows the recipient as %j on the review and the receipt', (deliveryMethod, toAccount, shown) => {
    render(<PayReview cheque={coded} review={{ ...figures, deliveryMethod, toAccount }} tag="en" />);
    expect(screen.getByText('Recipient').nextElementSibling?.textContent).toBe(shown);
    cleanup();
    render(<ResultReceipt cheque={coded} data={{ ...figures, deliveryMethod, toAccount }} status={90} errorCode={null} tag="en" />);
    expect(screen.getByText('Recipient').nextElementSibling?.textContent).toBe(shown);
  });
});
