import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  calculatorReducer,
  fieldView,
  figuresOf,
  isBusy,
  messageOf,
  outcomeEvent,
  readingEvents,
  type CallOutcome,
  type Reader,
  type CalculatorQuery,
  type CalculatorState,
  type CallReason,
} from '../../domain/calculator-machine.ts';
import { debounce, type Side } from '../../domain/calculator-state.ts';

export type Outcome = CallOutcome;

/** Runs one calculator call: the landing's public one (with its static fallback) or the signed-in one. */
export type Transport = (query: CalculatorQuery, reason: CallReason, isLatest: () => boolean) => Promise<Outcome>;

/**
 * The calculator's state (src/domain/calculator-machine.ts) in React: the reducer, the 300 ms
 * pause before an amount is committed, and the host's transport for the call the state asks for
 * and reader of what is typed.
 * The landing island and the signed-in calculator both use it.
 */
export function useCalculatorMachine(init: () => CalculatorState, transport: Transport, reader: () => Promise<Reader>) {
  const [state, dispatch] = useReducer(calculatorReducer, undefined, init);
  // Typed but not yet read (the 300 ms pause, or the reader loading): the figures are not final.
  const [editing, setEditing] = useState(false);
  const latest = useRef({ transport, reader, state });
  latest.current = { transport, reader, state };
  useEffect(() => {
    const r = state.request;
    if (!r) return;
    const isLatest = () => latest.current.state.ticket === r.ticket;
    void latest.current
      .transport(r.query, r.reason, isLatest)
      .catch((): Outcome => ({ kind: 'unreachable' }))
      .then((o) => dispatch(outcomeEvent(r.ticket, o)));
  }, [state.request]);
  // The reader (amount-reading.ts) may still be loading: the events carry the text they read.
  const typing = useMemo(
    () =>
      debounce(
        () =>
          void latest.current.reader().then((read) => {
            dispatch(readingEvents.commit(latest.current.state, read));
            setEditing(false);
          }),
      ),
    [],
  );
  useEffect(() => typing.cancel, [typing]);
  // Focus that came before hydration (it is what hydrated the island) still locks the other side.
  useEffect(() => {
    const side = (document.activeElement as HTMLElement | null)?.dataset['side'];
    if (side === 'from' || side === 'to') dispatch({ type: 'focus', side });
  }, []);

  // The first render hydrates the server's HTML, which knows no call: the busy view waits for it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const figures = figuresOf(state);
  const message = messageOf(state);
  const field = (side: Side) => {
    const view = fieldView(state, side, figures);
    return {
      value: view.text,
      disabled: view.disabled,
      invalid: view.invalid,
      onFocus: () => dispatch({ type: 'focus', side }),
      onBlur: () => {
        dispatch({ type: 'blur', side, reading: null });
        void reader().then((read) => dispatch(readingEvents.blur(latest.current.state, side, read)));
      },
      onChange: (raw: string) => {
        dispatch({ type: 'edit', side, text: raw });
        setEditing(true);
        typing.call();
      },
    };
  };
  /**
   * Another delivery method, quoted with the amount as typed even when its pause is not over; the
   * figures are not final from the moment it is chosen, so nothing posts the old method's form.
   */
  const method = useCallback(
    (deliveryMethod: string) => {
      typing.cancel();
      setEditing(true);
      void latest.current.reader().then((read) => {
        dispatch(readingEvents.method(latest.current.state, deliveryMethod, read));
        setEditing(false);
      });
    },
    [typing],
  );
  /** No edit waits to be read and no call is out: what the figures show is what a form may post. */
  const settled = !editing && state.request === null;
  return { state, dispatch, method, figures, message, busy: mounted && isBusy(state), settled, from: field('from'), to: field('to') };
}

export type CalculatorMachine = ReturnType<typeof useCalculatorMachine>;
