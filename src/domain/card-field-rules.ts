// The new card's fields of the pay form (sender-flows §3 Card: pan, exp_date, cvv) as the forms
// engine checks them: given by the screen that shows card fields, so the other forms carry none of
// these rules (the /auth first load).
import { cardNumberValid, cvvProblem, expiryProblem } from './card-checks.ts';
import { rule, type FieldRule } from './field-validation.ts';

const EXPIRY_MESSAGES = { format: 'validation::card.expiryFormat', month: 'validation::card.expiryMonth', expired: 'validation::card.expired' } as const;

/** Luhn, an expiry not in the past (at `now`), a security code as long as the card's brand prints it. */
export function cardFieldRules(now: () => number = Date.now): Readonly<Record<'pan' | 'exp_date' | 'cvv', FieldRule>> {
  return {
    pan: (value) => (cardNumberValid(value) ? null : rule('validation::card.number')),
    exp_date: (value) => {
      const problem = expiryProblem(value, now());
      return problem ? rule(EXPIRY_MESSAGES[problem]) : null;
    },
    cvv: (value, values) => {
      const problem = cvvProblem(value, values['pan'] ?? '');
      return problem ? rule('validation::card.cvv', { digits: String(problem.digits) }) : null;
    },
  };
}
