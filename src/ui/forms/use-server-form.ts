import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Form } from '../../api/schemas/form.ts';
import { checkField, errorText, keepVisibleValues } from '../../domain/field-validation.ts';
import { errorsOfServerForm, submitProblems } from '../../domain/form-check.ts';
import { shownFields } from '../../domain/form-fields.ts';
import { phoneRulesNow } from '../../lib/load-phone-rules.ts';
import { HIGHLIGHT_MS } from './constants.ts';
import { englishTranslate } from './strings.ts';
import type { FieldErrorState, FormBehaviour, ServerFormController, Translate } from './types.ts';

export type { ServerFormController } from './types.ts';

export interface UseServerFormOptions extends Pick<FormBehaviour, 'checkHidden' | 'serverErrorField' | 'fieldRules'> {
  t?: Translate;
}

const initialErrors = (form: Form): Record<string, FieldErrorState> =>
  Object.fromEntries(Object.entries(errorsOfServerForm(form)).map(([name, error]) => [name, { ...error, source: 'server' as const }]));

/** Holds a server form's values and errors; a new `form` object rebuilds it keeping visible values. */
export function useServerForm(form: Form, options: UseServerFormOptions = {}): ServerFormController {
  const t = options.t ?? englishTranslate;
  const fieldRules = options.fieldRules;
  const [current, setCurrent] = useState(form);
  const [values, setValuesState] = useState<Record<string, string>>(() => Object.fromEntries(form.fields.map((f) => [f.name, f.value])));
  const [errors, setErrors] = useState<Record<string, FieldErrorState>>(() => initialErrors(form));
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [serverErrorCode, setServerErrorCode] = useState<string | null>(null);
  const submitRef = useRef<() => void>(() => {});
  const highlightTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  if (form !== current) {
    // A rebuilt form (sender-flows §4): visible fields keep what the user gave them, each in the same
    // field only (a field of the same name that asks for something else starts from the server's
    // value); nonRepeatable values (one-time codes) start over.
    const kept = keepVisibleValues(current, form, valuesRef.current);
    for (const field of form.fields) if (field.nonRepeatable) kept[field.name] = field.value;
    setCurrent(form);
    setValuesState(kept);
    setErrors(initialErrors(form));
    setServerErrorCode(null);
  }

  const hidden = useMemo(() => new Set(Object.entries(overrides).filter(([, v]) => !v).map(([k]) => k)), [overrides]);
  const shown = useMemo(() => new Set(Object.entries(overrides).filter(([, v]) => v).map(([k]) => k)), [overrides]);
  const onScreen = useMemo(() => shownFields(current, values, hidden, shown), [current, values, hidden, shown]);

  const scrollToField = useCallback((name: string) => {
    const element = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
    const input = element?.querySelector<HTMLElement>('input, textarea, select, button');
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    element?.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    input?.focus({ preventScroll: true });
    clearTimeout(highlightTimer.current);
    setHighlighted(name);
    highlightTimer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
  }, []);
  useEffect(() => () => clearTimeout(highlightTimer.current), []);

  const setError: ServerFormController['setError'] = useCallback((name, error) => {
    setErrors((e) => ({ ...e, [name]: { source: 'client', ...error } }));
  }, []);
  const clearError = useCallback((name: string) => {
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _, ...rest } = e;
      return rest;
    });
    if (current.fields.find((f) => f.name === name)?.type === 'pan') setServerErrorCode(null);
  }, [current]);

  const check = useCallback((name: string, code: string | null): FieldErrorState | null => {
    const field = current.fields.find((f) => f.name === name);
    // A parent whose items list is empty is not an error (sender-flows §5).
    if (!field || (field.items && field.items.length === 0)) return null;
    const error = checkField(field, valuesRef.current[name] ?? '', { formName: current.name, serverErrorCode: code, values: valuesRef.current, phoneRules: phoneRulesNow(), fieldRules });
    return error ? { message: errorText(error, t), source: 'client' } : null;
  }, [current, t, fieldRules]);

  return {
    form: current,
    values,
    errors,
    highlighted,
    serverErrorCode,
    setValue: (name, value) => setValuesState((v) => {
      const next = { ...v, [name]: value };
      valuesRef.current = next;
      return next;
    }),
    setValues: (more) => setValuesState((v) => {
      const next = { ...v, ...more };
      valuesRef.current = next;
      return next;
    }),
    setError,
    clearError,
    setShown: (name, value) => setOverrides((o) => {
      const { [name]: _, ...rest } = o;
      return value === null ? rest : { ...rest, [name]: value };
    }),
    isShown: (name) => onScreen.some((f) => f.name === name),
    shownFields: onScreen,
    applyServerErrors: (answer) => {
      const fields = { ...answer?.fields };
      const server = answer?.server ?? null;
      if (server && options.serverErrorField && !fields[options.serverErrorField]) fields[options.serverErrorField] = server;
      setServerErrorCode(server?.code || null);
      if (Object.keys(fields).length === 0) return null;
      setErrors((e) => {
        const next = { ...e };
        for (const [name, error] of Object.entries(fields)) next[name] = { message: error.message, code: error.code, source: 'server' };
        return next;
      });
      const first = shownFields(current, valuesRef.current, hidden, shown).find((f) => fields[f.name]);
      if (first) scrollToField(first.name);
      return first?.name ?? null;
    },
    validateField: (name) => {
      const error = check(name, serverErrorCode);
      if (error) setErrors((e) => ({ ...e, [name]: error }));
      return error;
    },
    validateForSubmit: () => {
      const visible = new Set(shownFields(current, valuesRef.current, hidden, shown).map((f) => f.name));
      const problems = submitProblems(current, valuesRef.current, { shown: visible, checkHidden: Boolean(options.checkHidden), inError: errors, serverErrorCode, phoneRules: phoneRulesNow(), fieldRules });
      const found = problems.map(({ name, problem }) => ({
        name,
        error: problem === 'already-in-error' ? errors[name]! : { message: errorText(problem, t), source: 'client' as const },
      }));
      setErrors((e) => ({ ...e, ...Object.fromEntries(found.map(({ name, error }) => [name, error])) }));
      return found;
    },
    scrollToField,
    submit: () => submitRef.current(),
    bindSubmit: (submit) => { submitRef.current = submit; },
  };
}
