import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fieldIdentity } from '../../domain/field-validation.ts';
import { isKnownType } from '../../domain/form-fields.ts';
import { markupText } from './markup-text.ts';
import { FieldRow } from './FieldRow.tsx';
import './forms.css';
import { englishTranslate } from './strings.ts';
import { useServerForm, type ServerFormController } from './use-server-form.ts';
import { phoneRulesSettled } from '../../lib/phone-rules-now.ts';
import type { FormViewProps } from './types.ts';

/** How long a press on the button may last before the field it left is checked anyway. */
const PRESS_MS = 1000;

/**
 * A server-driven form (sender-flows §3 Form, §4 Form, §5, §8): renders the server's fields in
 * order, checks them on blur and before submit, hands the values to `onSubmit` and puts the
 * server's field errors back on their fields. Give it a `controller` (useServerForm) to drive the
 * form from outside; otherwise it keeps its own.
 */
export function FormView(props: FormViewProps) {
  return props.controller ? <FormBody {...props} controller={props.controller} /> : <OwnFormView {...props} />;
}

function OwnFormView(props: FormViewProps) {
  // The props carry the options the hook reads (t, checkHidden, serverErrorField, fieldRules).
  const controller = useServerForm(props.form, props);
  return <FormBody {...props} controller={controller} />;
}

function FormBody(props: FormViewProps & { controller: ServerFormController }) {
  const { controller: c, t = englishTranslate, busy = false, blocked = false, submitOnEnter = true, validate = true } = props;
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  // The screen-reader summary names one field's error; it lasts only while that field is in error.
  const [announcement, setAnnouncement] = useState<{ name: string; text: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const files = useRef<Record<string, File>>({});
  const fields = c.shownFields;
  const lang = props.lang ?? (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');

  useEffect(() => {
    for (const field of c.form.fields) if (!isKnownType(field.type)) console.warn(`forms: field ${field.name} has unknown type "${field.type}"; shown as text`);
  }, [c.form]);

  const labelOf = (name: string) => document.querySelector(`[data-field="${CSS.escape(name)}"] label`)?.textContent ?? name;
  const announce = (name: string, message: string) => setAnnouncement({ name, text: t('forms::announce.error', { label: labelOf(name), message: markupText(message) }) });
  const summary = announcement && c.errors[announcement.name] ? announcement.text : '';

  // A submit while the screen is busy (new figures or a new form on their way) goes through once it is not.
  const deferred = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  // A press on the button leaves the field first: the field's check then waits, or its message
  // would push the button from under the pointer and the click would be lost. The submit checks
  // every field; a press that ends without a click (the mouse let go elsewhere, a touch turned into
  // a scroll, a press held on) checks the field then. A touch leaves the button before the field
  // loses focus, so only the mouse's leaving ends a press.
  const pressed = useRef<{ unchecked: string | null } | null>(null);
  const checkField = (name: string) => {
    const error = validate ? c.validateField(name) : null;
    if (error) announce(name, error.message);
  };
  const letGo = () => {
    const unchecked = pressed.current?.unchecked;
    pressed.current = null;
    if (unchecked) checkField(unchecked);
  };
  async function submit(event?: { preventDefault(): void }) {
    event?.preventDefault();
    pressed.current = null;
    if (submitting) return;
    if (blocked) {
      deferred.current = false;
      props.onBlocked?.();
      return;
    }
    if (busy) {
      deferred.current = true;
      return;
    }
    if (validate) {
      // A phone field's rules still on their way (a country just chosen, a slow network).
      const rules = phoneRulesSettled();
      if (rules) {
        // Busy meanwhile: a second submit waits for this one (the wait never fails).
        setSubmitting(true);
        await rules;
        setSubmitting(false);
      }
      const blocking = c.validateForSubmit();
      const first = blocking.find(({ name }) => fields.some((f) => f.name === name)) ?? blocking[0];
      if (first) {
        c.scrollToField(first.name);
        announce(first.name, first.error.message);
        return;
      }
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const outcome = await props.onSubmit(c.values, c.form, { ...files.current });
      const first = outcome ? c.applyServerErrors(outcome.errors) : null;
      const error = first ? (outcome?.errors?.fields?.[first] ?? outcome?.errors?.server) : null;
      if (first && error) announce(first, error.message);
      // A refusal naming no field on screen (a hidden field's, or the form's own) is said above the
      // button, unless the screen has said it (the error popup).
      else if (outcome?.errors && !outcome.said) {
        const text = markupText(Object.values(outcome.errors.fields ?? {})[0]?.message ?? outcome.errors.server?.message ?? '');
        setFormError(text || null);
        // The message sits just above the button: the focus goes back there (the form was inert while sending).
        if (text) requestAnimationFrame(() => button.current?.focus());
      }
    } catch (error) {
      if (props.onSubmitError) props.onSubmitError(error);
      else throw error;
    } finally {
      setSubmitting(false);
    }
  }
  c.bindSubmit(() => void submit());
  const submitDeferred = useEffectEvent(() => {
    deferred.current = false;
    void submit();
  });
  useEffect(() => {
    if (!busy && deferred.current) submitDeferred();
  }, [busy]);
  // A wait that ends in a refusal (the amount turned out wrong) drops the submit it held.
  useEffect(() => {
    if (blocked) deferred.current = false;
  }, [blocked]);

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    // Enter-submit can be switched off per form (sender-flows §5); a textarea keeps its new lines.
    if (event.key === 'Enter' && !submitOnEnter && target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'checkbox') event.preventDefault();
  }

  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- Enter in a field submits through the form's own handler
    <form
      id={id}
      className={['server-form', props.className].filter(Boolean).join(' ')}
      name={c.form.name}
      noValidate
      aria-busy={busy || submitting}
      aria-label={props['aria-label']}
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
    >
      {fields.map((field) => (
        // Keyed by what the field asks for: a rebuilt field of the same name that asks for something
        // else (another delivery method's account) is a new input, with nothing of the old one's state.
        <FieldRow
          key={fieldIdentity(field)}
          field={field}
          id={`${id}-${field.name}`}
          value={c.values[field.name] ?? ''}
          error={c.errors[field.name]}
          initial={c.form.fields.find((f) => f.name === field.name)?.value ?? ''}
          highlighted={c.highlighted === field.name}
          labels={props.labels}
          t={t}
          values={c.values}
          behaviour={{ ...props, lang }}
          onValue={(value) => {
            c.setValue(field.name, value);
            c.clearError(field.name);
            props.onChange?.({ ...c.values, [field.name]: value }, field.name);
          }}
          setOther={(name, value) => c.setValue(name, value)}
          serverValue={(name) => c.form.fields.find((f) => f.name === name)?.value}
          onFile={(file) => {
            if (file) files.current[field.name] = file;
            else delete files.current[field.name];
          }}
          onBlur={() => {
            if (pressed.current) pressed.current.unchecked = field.name;
            else checkField(field.name);
          }}
          onFocus={() => {
            if (props.clearErrorOnFocus) c.clearError(field.name);
          }}
          onSubmitRequest={() => void submit()}
          onReport={props.onReportProblem && ((error) => props.onReportProblem?.(field.name, error))}
        />
      ))}
      {props.children}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      {!props.hideSubmit && (
        <button
          ref={button}
          type="submit"
          className="button"
          aria-disabled={busy || blocked || submitting || undefined}
          onPointerDown={() => {
            const press = { unchecked: null };
            pressed.current = press;
            setTimeout(() => {
              if (pressed.current === press) letGo();
            }, PRESS_MS);
          }}
          onPointerLeave={(e) => {
            if (e.pointerType === 'mouse') letGo();
          }}
          onPointerCancel={letGo}
        >
          {props.submitLabel ?? t('forms::submit')}
        </button>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {summary}
      </p>
    </form>
  );
}
