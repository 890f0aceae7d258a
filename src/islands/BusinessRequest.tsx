import { useEffect, useRef, useState } from 'react';
import { Modal } from '../ui/primitives/Modal.tsx';
import { useReplayedClick } from '../ui/primitives/use-replayed-click.ts';
import { SpinnerOverlay } from '../ui/primitives/SpinnerOverlay.tsx';
import { BUSINESS_REQUEST_PATH, businessFields, businessRequestBody, parseFieldErrors, validateBusinessRequest, type BusinessField, type BusinessKind } from '../domain/business-request.ts';

export interface BusinessRequestProps {
  /** The menu item's title, shown on the button that opens the form. */
  label: string;
  kind: BusinessKind;
  lang: string;
  /** The embedded form service, when configured; otherwise the plain form posts to the backend. */
  embedded: { scriptUrl: string; formId: string } | null;
  text: Record<'title' | 'intro' | BusinessField | 'submit' | 'sending' | 'sentTitle' | 'sentText' | 'close' | 'required' | 'email_invalid' | 'failed' | 'done', string>;
  /** Class of the opening button: a menu item by default, a page button in a hero (extra_button). */
  buttonClass?: string;
}

type Values = Record<BusinessField, string>;
const empty: Values = { name: '', email: '', company: '', message: '' };

/**
 * Business request form (public-site §2, §4): a modal from a header item; form, then the 'sent'
 * confirmation. Field errors (the browser's or the backend's) are tied to their inputs with
 * aria-invalid and aria-describedby, and what the visitor typed stays.
 */
export default function BusinessRequest({ label, kind, lang, embedded, text, buttonClass = 'menu-button' }: BusinessRequestProps) {
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<'form' | 'sending' | 'sent'>('form');
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  useReplayedClick(button, () => setOpen(true));
  const close = () => {
    setOpen(false);
    if (stage === 'sent') {
      setStage('form');
      setValues(empty);
    }
  };

  // The form and its focused button give way to the confirmation: the focus goes to its button.
  useEffect(() => {
    if (stage === 'sent') done.current?.focus();
  }, [stage]);

  useEffect(() => {
    const first = businessFields.find((f) => errors[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  async function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    const local = validateBusinessRequest(values);
    if (Object.keys(local).length) {
      setErrors(Object.fromEntries(Object.entries(local).map(([f, code]) => [f, code === 'email' ? text.email_invalid : text.required])));
      return;
    }
    setStage('sending');
    try {
      const response = await fetch(BUSINESS_REQUEST_PATH, { method: 'POST', body: businessRequestBody(values, kind, lang), credentials: 'include', headers: { Accept: 'application/json' } });
      const server = parseFieldErrors(await response.json().catch(() => null));
      if (response.ok) {
        setErrors({});
        setStage('sent');
        return;
      }
      const fieldErrors = Object.fromEntries(Object.entries(server).map(([f, e]) => [f, e?.body ?? text.failed]));
      setErrors(Object.keys(fieldErrors).length ? fieldErrors : { form: text.failed });
    } catch {
      setErrors({ form: text.failed });
    }
    setStage('form');
  }

  return (
    <>
      <button ref={button} type="button" className={buttonClass} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal open={open} onClose={close} title={stage === 'sent' ? text.sentTitle : text.title} closeLabel={text.close}>
        {stage === 'sent' ? (
          <div className="form-sent" role="status">
            <p>{text.sentText}</p>
            <button ref={done} type="button" className="button" onClick={close}>
              {text.done}
            </button>
          </div>
        ) : embedded ? (
          <EmbeddedForm {...embedded} />
        ) : (
          <SpinnerOverlay active={stage === 'sending'} label={text.sending}>
            <form ref={form} className="stack-form" noValidate onSubmit={(event) => void submit(event)}>
              <p>{text.intro}</p>
              {errors['form'] && (
                <p className="form-error" role="alert">
                  {errors['form']}
                </p>
              )}
              {businessFields.map((field) => {
                const error = errors[field];
                const props = {
                  id: `business-${kind}-${field}`,
                  name: field,
                  value: values[field],
                  required: true,
                  'aria-invalid': error ? true : undefined,
                  'aria-describedby': error ? `business-${kind}-${field}-error` : undefined,
                  onChange: (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value }),
                };
                return (
                  <div className="field" key={field}>
                    <label htmlFor={props.id}>{text[field]}</label>
                    {field === 'message' ? (
                      <textarea rows={5} maxLength={2000} {...props} />
                    ) : (
                      <input type={field === 'email' ? 'email' : 'text'} autoComplete={field === 'email' ? 'email' : field === 'name' ? 'name' : 'organization'} {...props} />
                    )}
                    {error && (
                      <p className="field-error" id={`business-${kind}-${field}-error`}>
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
              <button type="submit" className="button" disabled={stage === 'sending'}>
                {text.submit}
              </button>
            </form>
          </SpinnerOverlay>
        )}
      </Modal>
    </>
  );
}

/** The third-party form: its script is added once, when the visitor opens the modal. */
function EmbeddedForm({ scriptUrl, formId }: { scriptUrl: string; formId: string }) {
  useEffect(() => {
    if (document.querySelector(`script[src="${scriptUrl}"]`)) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    document.head.append(script);
  }, [scriptUrl]);
  return <div className="embedded-form" data-form-id={formId} />;
}
