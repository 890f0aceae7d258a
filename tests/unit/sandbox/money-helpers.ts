// Shared steps of the money contract tests: fill a form the way the interface does (canonicalPath
// names, empty values left out) but without the interface's formatting (domain submitPayload), so
// the server's own checks can be probed; make a draft through the calculator's send form, pay it.
import { expect } from 'vitest';
import { calculatorAnswer, submitAnswer, type CalculatorAnswer, type Form } from '../../../src/api/schemas/index.ts';
import { readCalculatorAnswer } from '../../../src/api/schemas/light-money.ts';
import type { Answer, Client } from './harness.ts';

/** The payload the interface posts (sender-flows §5 Submit validation): canonical names, no empty values. */
export function formPayload(form: Form, values: Record<string, string> = {}): Record<string, string> {
  for (const name of Object.keys(values)) if (!form.fields.some((f) => f.name === name)) throw new Error(`form ${form.name} has no field ${name}`);
  const out: Record<string, string> = {};
  for (const field of form.fields) {
    const value = (values[field.name] ?? field.value).trim();
    if (value !== '') out[field.canonicalPath ?? field.name] = value;
  }
  return out;
}

export async function calculator(tab: Client, path: string): Promise<CalculatorAnswer> {
  const answer = await tab.page(path);
  expect(answer.status, answer.text).toBe(200);
  const parsed = calculatorAnswer.parse(answer.json);
  // The send page reads it without zod: the same answer, read the same.
  expect(readCalculatorAnswer(answer.json)).toEqual(parsed);
  return parsed;
}

/** A recipient that passes the send form for a bank-account payout. */
export const RECIPIENT = { to_name: 'Maria', to_name_f: 'Santos', to_account: 'PH12 3456 7890 1234' };

/** Posts the calculator's send form with `values` over its defaults. */
export async function submitSend(tab: Client, calculatorPath: string, values: Record<string, string> = {}): Promise<Answer> {
  const calc = await calculator(tab, calculatorPath);
  // The recipient fills only the fields the corridor's form has (cash pickup has no account).
  const recipient = Object.fromEntries(Object.entries(RECIPIENT).filter(([name]) => calc.form!.fields.some((f) => f.name === name)));
  return tab.request(calc.form!.action, { form: formPayload(calc.form!, { ...recipient, ...values }) });
}

/** Makes a draft payment of `amount` GBP to the Philippines; returns its id. */
export async function draft(tab: Client, amount = '100.00', values: Record<string, string> = {}, calculatorPath = '/auth/send/gb/ph'): Promise<number> {
  const answer = await submitSend(tab, calculatorPath, { from_amount: amount, ...values });
  expect(answer.status, answer.text).toBe(200);
  const redirect = submitAnswer.parse(answer.json).redirectTo ?? '';
  expect(redirect).toMatch(/^\/auth\/pay\?paymentId=\d+$/);
  return Number(redirect.split('=')[1]);
}

export const pay = (tab: Client, paymentId: number, card: Record<string, string>): Promise<Answer> => tab.request('/api/auth/pay', { form: { paymentId: String(paymentId), ...card } });

/** A new card that pays: any future expiry, any cvv. */
export const newCard = (pan: string, extra: Record<string, string> = {}): Record<string, string> => ({ pan, exp_date: '12/29', cvv: '123', ...extra });
