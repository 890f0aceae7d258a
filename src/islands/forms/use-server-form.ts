import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Form, FormField } from '../../api/schemas/form.ts';
import type { NormalisedErrors } from '../../api/schemas/errors.ts';
import { blockingFields, checkField, errorText, keepVisibleValues } from '../../domain/field-validation.ts';
import { orderedFields, shownFields } from '../../domain/form-fields.ts';
import { HIGHLIGHT_MS } from './constants.ts';
import { englishTranslate } from './strings.ts';
import type { FieldErrorState, FormBehaviour, FormValues, Translate } from './types.ts';

/**
 * The state of one server form and what a screen may do with it (sender-flows §4 Form: fields can
 * be set, merged, shown or hidden, have their error set or cleared; the form can scroll to a field).
 */
export interface ServerFormController {
  form: Form;
  values: FormValues;
  errors: Readonly<Record<string, FieldErrorState>>;
  /** The field highlighted for 1 s after a server error (sender-flows §4). */
  highlighted: string | null;
  setValue(name: string, value: string): void;
  setValues(values: FormValues): void;
  setError(name: string, error: Omit<FieldErrorState, 'source'> & { source?: FieldErrorState['source'] }): void;
  clearError(name: string): void;
  /** Overrides the server's visibility of a field (null: back to the server's rule). */
  setShown(name: string, shown: boolean | null): void;
  /** Whether a field is on screen now (visibility, condition, overrides). */
  isShown(name: string): boolean;
  /** The fields on screen now, in display order. */
  shownFields: readonly FormField[];
  /** Server errors onto their fields; the first shown one is scrolled to and highlighted. Returns it. */
  applyServerErrors(errors: Partial<NormalisedErrors> | null | undefined): string | null;
  /** The blur check of sender-flows §5: marks the field and returns its error, null when valid. */
  validateField(name: string): FieldErrorState | null;
  /** The submit check of sender-flows §5: marks and returns the blocking fields, in display order. */
  validateForSubmit(): Array<{ name: string; error: FieldErrorState }>;
  /** Scrolls to the field, focuses it and highlights it for 1 s. */
  scrollToField(name: string): void;
  /** Submits as the submit button would (for forms without one). Set by FormView. */
  submit(): void;
  /** @internal FormView's submit, registered here so `submit()` reaches it. */
  bindSubmit(submit: () => void): void;
  /** @internal The last server error code, for the card-number rule of sender-flows §5. */
  serverErrorCode: string | null;
}

export interface UseServerFormOptions extends Pick<FormBehaviour, 'checkHidden' | 'serverErrorField'> {
  t?: Translate;
}

const initialErrors = (form: Form): Record<string, FieldErrorState> => {
  const errors: Record<string, FieldErrorState> = {};
  for (const field of form.fields) {
    const message = field.isError ? field.errorMessage : undefined;
    if (message) errors[field.name] = { message, source: 'server', ...(field.errorCode !== undefined ? { code: String(field.errorCode) } : {}) };
  }
  for (const [name, message] of Object.entries(form.errors)) if (name !== 'form') errors[name] = { message, source: 'server' };
  return errors;
};

/** Holds a server form's values and errors; a new `form` object rebuilds it keeping visible values. */
export function useServerForm(form: Form, options: UseServerFormOptions = {}): ServerFormController {
  const t = options.t ?? englishTranslate;
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
    // A rebuilt form (sender-flows §4): visible fields keep what the user gave them; nonRepeatable
    // values (one-time codes) start over.
    const kept = keepVisibleValues(form, valuesRef.current);
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
    const error = checkField(field, valuesRef.current[name] ?? '', { formName: current.name, serverErrorCode: code });
    return error ? { message: errorText(error, t), source: 'client' } : null;
  }, [current, t]);

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
      const found: Record<string, FieldErrorState> = {};
      const visible = new Set(shownFields(current, valuesRef.current, hidden, shown).map((f) => f.name));
      for (const field of current.fields) {
        if (!options.checkHidden && !visible.has(field.name)) continue;
        const error = check(field.name, serverErrorCode);
        if (error) found[field.name] = error;
      }
      const blocking = new Set(Object.keys(found));
      for (const name of blockingFields(current, valuesRef.current, { checkHidden: Boolean(options.checkHidden), errors: { ...errors, ...found } })) {
        if (options.checkHidden || visible.has(name)) blocking.add(name);
      }
      for (const name of blocking) found[name] ??= errors[name] ?? { message: errorText({ kind: 'required' }, t), source: 'client' };
      setErrors((e) => ({ ...e, ...found }));
      return orderedFields(current.fields).filter((f) => blocking.has(f.name)).map((f) => ({ name: f.name, error: found[f.name]! }));
    },
    scrollToField,
    submit: () => submitRef.current(),
    bindSubmit: (submit) => { submitRef.current = submit; },
  };
}
