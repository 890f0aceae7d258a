import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Form } from '../../api/schemas/form.ts';
import { checkField, errorText, keepVisibleValues } from '../../domain/field-validation.ts';
import { errorsOfServerForm, submitProblems } from '../../domain/form-check.ts';
import { shownFields } from '../../domain/form-fields.ts';
import { phoneRuleNow } from '../../lib/phone-rules-now.ts';
import { HIGHLIGHT_MS } from './constants.ts';
import { englishTranslate } from './strings.ts';
import type { FieldErrorState, FormBehaviour, ServerFormController, Translate } from './types.ts';

export type { ServerFormController } from './types.ts';

export interface UseServerFormOptions extends Pick<FormBehaviour, 'checkHidden' | 'serverErrorField' | 'fieldRules'> {
  t?: Translate;
}

const initialErrors = (form: Form): Record<string, FieldErrorState> =>
  Object.fromEntries(Object.entries(errorsOfServerForm(form)).map(([name, error]) => [name, { ...error, source: 'server' as const }]));

/** The form as last given, its values and its errors; a new `form` object rebuilds them. */
function useFormValues(form: Form) {
  const [current, setCurrent] = useState(form);
  const [values, setValuesState] = useState<Record<string, string>>(() => Object.fromEntries(form.fields.map((f) => [f.name, f.value])));
  const [errors, setErrors] = useState<Record<string, FieldErrorState>>(() => initialErrors(form));
  const [serverErrorCode, setServerErrorCode] = useState<string | null>(null);
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
  /** Values change through here, so checks in the same event see them before the next render. */
  const update = (change: (v: Record<string, string>) => Record<string, string>): void =>
    setValuesState((v) => {
      const next = change(v);
      valuesRef.current = next;
      return next;
    });
  return { current, values, valuesRef, update, errors, setErrors, serverErrorCode, setServerErrorCode };
}
type FormValues = ReturnType<typeof useFormValues>;

/** Which fields show: the form's own rules, with the screen's overrides on top. */
function useShownFields({ current, values, valuesRef }: FormValues) {
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const hidden = useMemo(
    () =>
      new Set(
        Object.entries(overrides)
          .filter(([, v]) => !v)
          .map(([k]) => k),
      ),
    [overrides],
  );
  const shown = useMemo(
    () =>
      new Set(
        Object.entries(overrides)
          .filter(([, v]) => v)
          .map(([k]) => k),
      ),
    [overrides],
  );
  const onScreen = useMemo(() => shownFields(current, values, hidden, shown), [current, values, hidden, shown]);
  const setShown: ServerFormController['setShown'] = (name, value) =>
    setOverrides((o) => {
      const { [name]: _, ...rest } = o;
      return value === null ? rest : { ...rest, [name]: value };
    });
  /** The fields on screen with the values of this very event (not of the last render). */
  const shownNow = () => shownFields(current, valuesRef.current, hidden, shown);
  return { onScreen, setShown, shownNow };
}

/** Scrolls to a field, focuses it and highlights it for a moment. */
function useFieldHighlight() {
  const [highlight, setHighlight] = useState<{ name: string } | null>(null);
  const scrollToField = useCallback((name: string) => {
    const element = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
    // The field's own input before its buttons (a phone field's country code comes first).
    const input = element?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select') ?? element?.querySelector<HTMLElement>('button');
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- happy-dom and older browsers lack scrollIntoView
    element?.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    input?.focus({ preventScroll: true });
    setHighlight({ name });
  }, []);
  // Timed from the render that shows it, so a busy main thread cannot shorten the second.
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);
  const highlighted = highlight?.name ?? null;
  return { highlighted, scrollToField };
}

/** Setting, clearing and checking one field's error. */
function useFieldErrors({ current, valuesRef, setErrors, setServerErrorCode }: FormValues, t: Translate, fieldRules: UseServerFormOptions['fieldRules']) {
  const setError: ServerFormController['setError'] = useCallback(
    (name, error) => {
      setErrors((e) => ({ ...e, [name]: { source: 'client', ...error } }));
    },
    [setErrors],
  );
  const clearError = useCallback(
    (name: string) => {
      setErrors((e) => {
        if (!(name in e)) return e;
        const { [name]: _, ...rest } = e;
        return rest;
      });
      if (current.fields.find((f) => f.name === name)?.type === 'pan') setServerErrorCode(null);
    },
    [current, setErrors, setServerErrorCode],
  );
  const check = useCallback(
    (name: string, code: string | null): FieldErrorState | null => {
      const field = current.fields.find((f) => f.name === name);
      // A parent whose items list is empty is not an error (sender-flows §5).
      if (!field || (field.items && field.items.length === 0)) return null;
      const error = checkField(field, valuesRef.current[name] ?? '', { formName: current.name, serverErrorCode: code, values: valuesRef.current, phoneRule: phoneRuleNow(), fieldRules });
      return error ? { message: errorText(error, t), source: 'client' } : null;
    },
    [current, t, fieldRules, valuesRef],
  );
  return { setError, clearError, check };
}

/** The server's field errors (and its form-level error, on the field that shows it); scrolls to the first. */
function serverErrorsApplier(
  state: FormValues,
  shownNow: () => ReturnType<typeof shownFields>,
  scrollToField: (name: string) => void,
  serverErrorField: string | undefined,
): ServerFormController['applyServerErrors'] {
  return (answer) => {
    const fields = { ...answer?.fields };
    const server = answer?.server ?? null;
    if (server && serverErrorField && !fields[serverErrorField]) fields[serverErrorField] = server;
    state.setServerErrorCode(server?.code || null);
    if (Object.keys(fields).length === 0) return null;
    state.setErrors((e) => {
      const next = { ...e };
      for (const [name, error] of Object.entries(fields)) next[name] = { message: error.message, code: error.code, source: 'server' };
      return next;
    });
    const first = shownNow().find((f) => fields[f.name]);
    if (first) scrollToField(first.name);
    return first?.name ?? null;
  };
}

/** Every problem that blocks the submit, each shown on its field. */
function submitValidator(state: FormValues, shownNow: () => ReturnType<typeof shownFields>, t: Translate, options: UseServerFormOptions): ServerFormController['validateForSubmit'] {
  return () => {
    const { current, valuesRef, errors, serverErrorCode } = state;
    const visible = new Set(shownNow().map((f) => f.name));
    const problems = submitProblems(current, valuesRef.current, {
      shown: visible,
      checkHidden: Boolean(options.checkHidden),
      inError: errors,
      serverErrorCode,
      phoneRule: phoneRuleNow(),
      fieldRules: options.fieldRules,
    });
    const found = problems.map(({ name, problem }) => ({
      name,
      error: problem === 'already-in-error' ? errors[name]! : { message: errorText(problem, t), source: 'client' as const },
    }));
    state.setErrors((e) => ({ ...e, ...Object.fromEntries(found.map(({ name, error }) => [name, error])) }));
    return found;
  };
}

/** Holds a server form's values and errors; a new `form` object rebuilds it keeping visible values. */
export function useServerForm(form: Form, options: UseServerFormOptions = {}): ServerFormController {
  const t = options.t ?? englishTranslate;
  const state = useFormValues(form);
  const { onScreen, setShown, shownNow } = useShownFields(state);
  const { highlighted, scrollToField } = useFieldHighlight();
  const { setError, clearError, check } = useFieldErrors(state, t, options.fieldRules);
  const submitRef = useRef<() => void>(() => {});
  const { current, values, errors, serverErrorCode, setErrors, update } = state;

  return {
    form: current,
    values,
    errors,
    highlighted,
    serverErrorCode,
    setValue: (name, value) => update((v) => ({ ...v, [name]: value })),
    setValues: (more) => update((v) => ({ ...v, ...more })),
    setError,
    clearError,
    setShown,
    isShown: (name) => onScreen.some((f) => f.name === name),
    shownFields: onScreen,
    applyServerErrors: serverErrorsApplier(state, shownNow, scrollToField, options.serverErrorField),
    validateField: (name) => {
      const error = check(name, serverErrorCode);
      if (error) setErrors((e) => ({ ...e, [name]: error }));
      return error;
    },
    validateForSubmit: submitValidator(state, shownNow, t, options),
    scrollToField,
    submit: () => submitRef.current(),
    bindSubmit: (submit) => {
      submitRef.current = submit;
    },
  };
}
