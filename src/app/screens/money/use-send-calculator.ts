import { useCallback, useMemo, useRef, useState } from 'react';
import { BackendFailure, type Check } from '../../../api/client.ts';
import { paths } from '../../../api/paths.ts';
import type { CalculatorAnswer } from '../../../api/schemas/calculator.ts';
import { readCalculatorAnswer } from '../../../api/schemas/light-money.ts';
import type { Form } from '../../../api/schemas/form.ts';
import type { LandingKind } from '../../../domain/calculator-address.ts';
import { latestOnly } from '../../../domain/calculator-state.ts';
import type { CorridorStart } from '../../../domain/send-corridor.ts';
import { fromAnswer, type CalculatorData, type StaticMenus } from '../../../ui/calculator/calculator-data.ts';
import { localizer } from '../../../ui/calculator/calculator-api.ts';
import type { Outcome, Transport } from '../../../ui/calculator/use-calculator.ts';
import type { SubmitGate } from '../../../ui/forms/index.ts';
import { backend, showFailure } from '../../backend.ts';
import { reportProblem } from '../../report.ts';
import { showSnackbar } from '../../state.ts';

/** Takes the sender to the amount the calculator refuses (its message beside it). */
function focusRefusedAmount(): void {
  document.querySelector<HTMLElement>('.money-calculator [aria-invalid="true"]')?.focus();
}

/** The calculator's answer, read without zod; the schema loads only for an answer the reader leaves to it. */
const calculatorCheck: Check<CalculatorAnswer> = { light: readCalculatorAnswer, schema: () => import('../../../api/schemas/calculator.ts').then((m) => m.calculatorAnswer) };

/** A corridor to quote: the route's start (sender-flows §2), with its delivery method. */
type CorridorQuery = Omit<CorridorStart, 'kind'>;

/** The signed-in calculator call (sender-flows §7): GET /auth/{send|request}/{from}/{to}?… */
export function calculatorPath(kind: LandingKind, q: CorridorQuery): string {
  const path = kind === 'send' ? paths.authSendCalculator(q.from, q.to) : paths.authRequestCalculator(q.from, q.to);
  const query = new URLSearchParams();
  if (q.fromCurrId) query.set('fromCurrId', String(q.fromCurrId));
  if (q.toCurrId) query.set('toCurrId', String(q.toCurrId));
  if (q.isFrom !== undefined) query.set('isFrom', String(q.isFrom));
  if (q.amount && /[1-9]/.test(q.amount)) query.set('amount', q.amount);
  if (q.deliveryMethod) query.set('deliveryMethod', q.deliveryMethod);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The calculator in its signed-in mode (sender-flows §4 Calculator, §7, §8): the route's corridor
 * starts it (`generation`); then every change (an amount, a country or currency, a delivery method
 * chosen in the form) is one call of the calculator's state machine, whose answer reloads the form;
 * only the newest answer applies, the calculator dims meanwhile, a failed call only stops the spinner.
 */
export function useSendCalculator(kind: LandingKind, lang: string) {
  const [data, setData] = useState<CalculatorData | null>(null);
  const [menus, setMenus] = useState<StaticMenus | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  /** The calculator's figures are final (no edit waiting, no call out): a form posts only then. */
  const [settled, setSettled] = useState(true);
  /** The calculator refuses its amount (its message is on screen): the form does not post. */
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(0);
  const [generation, setGeneration] = useState(0);
  /** The last call failed: a corridor route with no form yet says so instead of loading forever. */
  const [failed, setFailed] = useState(false);
  const guard = useMemo(latestOnly, []);
  const localize = useMemo(() => localizer(lang), [lang]);
  /** The calculator on screen's delivery method choice (SignedInCalculator binds it). */
  const method = useRef<((deliveryMethod: string) => void) | null>(null);
  const bindMethod = useCallback((choose: ((deliveryMethod: string) => void) | null) => {
    method.current = choose;
  }, []);

  /** A live answer on screen: the corridor's figures, its menus in the page's language, the form it brings. */
  function show(answer: CalculatorAnswer, read: NonNullable<ReturnType<typeof fromAnswer>>): void {
    setData(read.data);
    setMenus({ countryFrom: read.menus.countryFrom.map(localize), countryTo: read.menus.countryTo.map(localize) });
    setForm(answer.form);
  }

  /** A call that reached no answer (sender-flows §8: only the spinner stops): a failed challenge still shows its screen. */
  function unanswered(error: unknown): void {
    if (error instanceof BackendFailure && error.kind === 'challenge-failed') showFailure(error);
    else if (!(error instanceof BackendFailure)) reportProblem('calculator call failed', String(error));
  }

  /** The route's corridor: the calculator starts afresh with its answer (`generation`). */
  async function load(q: CorridorQuery): Promise<void> {
    const ticket = guard.begin();
    setBusy((n) => n + 1);
    try {
      const answer = await backend().get(calculatorPath(kind, q), calculatorCheck);
      if (!guard.isLatest(ticket)) return;
      setFailed(!answer.ok);
      if (!answer.ok) return showSnackbar(answer.errors.server?.message ?? '');
      const read = fromAnswer(answer.data, localize);
      if (!read) return;
      show(answer.data, read);
      setGeneration((g) => g + 1);
    } catch (error) {
      if (guard.isLatest(ticket)) setFailed(true);
      unanswered(error);
    } finally {
      setBusy((n) => n - 1);
    }
  }

  /**
   * The calculator machine's calls (src/domain/calculator-machine.ts): the answer refills the form
   * and its hidden amounts without starting the calculator afresh; a 4xx is the backend refusing
   * this call (said on the amount field), not a failure to reach it.
   */
  const transport: Transport = async (q, _reason, isLatest): Promise<Outcome> => {
    setBusy((n) => n + 1);
    try {
      const answer = await backend().get(calculatorPath(kind, { ...q, amount: q.amount || undefined }), calculatorCheck);
      if (!answer.ok) return { kind: 'rejected', status: answer.status, code: answer.errors.server?.code ?? '' };
      const read = fromAnswer(answer.data, localize);
      if (!read) return { kind: 'unreachable' };
      if (isLatest()) show(answer.data, read);
      return { kind: 'answered', data: read.data, source: 'live' };
    } catch (error) {
      unanswered(error);
      return { kind: 'unreachable' };
    } finally {
      setBusy((n) => n - 1);
    }
  };

  return {
    kind,
    data,
    menus,
    form,
    busy: busy > 0,
    generation,
    failed,
    load,
    transport,
    setSettled,
    setRefused,
    /**
     * When the form posts: it waits while a call is out (its answer brings new figures or a new
     * form) or the figures are not final; it refuses while the amount is in error, and a press
     * then takes the sender to that amount.
     */
    gate: { busy: busy > 0 || !settled, blocked: refused, onBlocked: focusRefusedAmount } satisfies SubmitGate,
    /** Where the calculator on screen takes a delivery method chosen in the form (null while there is none). */
    bindMethod,
    /**
     * A delivery method chosen in the form: the calculator quotes it with its amount as it stands
     * (typed, or committed with its quote still out), and its answer brings the method's form; a
     * later edit supersedes that call and is quoted with the new method.
     */
    deliveryMethod(chosen: string) {
      method.current?.(chosen);
    },
  };
}

export type SendCalculator = ReturnType<typeof useSendCalculator>;
