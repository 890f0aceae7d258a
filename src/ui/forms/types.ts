import type { ReactNode } from 'react';
import type { Form, FormField } from '../../api/schemas/form.ts';
import type { FieldError as ServerFieldError, NormalisedErrors } from '../../api/schemas/errors.ts';
import type { FieldRule } from '../../domain/field-validation.ts';
import type { PhoneCountry } from '../../domain/phone-input.ts';

/** Field values by field name, as the form posts them (the backend client trims and drops empties). */
export type FormValues = Readonly<Record<string, string>>;

/**
 * A translator of `ns::key` strings (sender-flows §1: double-colon separator). The engine reads the
 * `forms` and `validation` namespaces (FORM_NAMESPACES); without one it speaks English.
 */
export type Translate = (fullKey: string, params?: Record<string, string | number>) => string;

/** The error a field shows: from the client check or from the server (sender-flows §8: message and code). */
export interface FieldErrorState {
  message: string;
  code?: string;
  /** Server messages may hold HTML: it is rendered through the allowlist. */
  source: 'client' | 'server';
}

/**
 * What onSubmit hands back so the form can show what the server said. The backend client's
 * `Answer` (`createBackendClient().submit`) fits as it is: its `errors` are the five shapes of
 * sender-flows §8 already normalised.
 */
export interface SubmitOutcome {
  errors?: Partial<NormalisedErrors> | null | undefined;
  /** The screen said the error of the whole call already (the error popup): the form does not repeat it. */
  said?: boolean | undefined;
}

/** Files chosen in upload_doc and file fields, by field name (a form-encoded post cannot carry them). */
export type FormFiles = Readonly<Record<string, File>>;

export interface PhoneOptions {
  /** Countries the picker may offer (default: every country of the generated mask table). */
  countries?: readonly PhoneCountry[];
  /** Lowercase codes left out of the picker (default EXCLUDED_PHONE_COUNTRIES). */
  excluded?: readonly string[];
  /** The picker's first country when the value does not tell (default 'gb'). */
  initial?: string;
  /** The flow fixes the country: no picker (sender-flows §5). phone_strict fields are always fixed. */
  fixed?: string;
}

export interface FormBehaviour {
  /** sender-flows §5 "when validation is on": check on blur and before submit. Default true. */
  validate?: boolean;
  /** Submit validation checks hidden fields too (sender-flows §5). Default false. */
  checkHidden?: boolean;
  /** A field's error clears on focus instead of on edit (sender-flows §4 "optionally on focus"). Default false. */
  clearErrorOnFocus?: boolean;
  /** Names of text fields forced to upper case (sender-flows §5). */
  upperCaseFields?: readonly string[];
  /** Phone fields: countries, exclusions, initial or fixed country. */
  phone?: PhoneOptions;
  /** The screen's own rules by field name, checked before the type's rule, with their own messages. */
  fieldRules?: Readonly<Record<string, FieldRule>>;
  /** The form is the login form: its input errors carry the error hint (sender-flows §8). */
  loginForm?: boolean;
  /**
   * The field that shows an error of the whole call (shape 3, 4 or 5 without a field), e.g.
   * 'password' on the login form. Without it the screen shows such errors itself.
   */
  serverErrorField?: string;
  /** Shown inside a field's box at its end, by field name (a card number's brand mark). */
  adornments?: Readonly<Record<string, ReactNode>>;
}

export interface FormViewProps extends FormBehaviour {
  /** The parsed server form (src/api/schemas/form.ts). A new form object rebuilds the form, keeping visible values. */
  form: Form;
  /**
   * Called with the values once the submit validation passes. Resolve with the client's answer
   * (or `{ errors }`) and field errors land on their fields, the first scrolled to and highlighted
   * for 1 s. A rejection is passed to onSubmitError, or rethrown when there is none; either way
   * the values stay.
   */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a handler that settles nothing returns nothing
  onSubmit: (values: FormValues, form: Form, files: FormFiles) => Promise<SubmitOutcome | void> | SubmitOutcome | void;
  /** A failed submit (network failure, sender-flows §8): the screen's error handler. */
  onSubmitError?: (error: unknown) => void;
  /** Told of every edit, e.g. to reload the form when deliveryMethod changes. */
  onChange?: (values: FormValues, name: string) => void;
  /**
   * The report-a-problem path of the error hint (sender-flows §8): shown only when given; once it
   * resolves, the confirmation modal with 'Got it' opens.
   */
  onReportProblem?: (field: string, error: ServerFieldError) => Promise<void> | void;
  /** The screen is busy (new figures or a new form on their way): a submit waits for it and the form says aria-busy. */
  busy?: boolean | undefined;
  /** The screen refuses a submit now (an error outside the form, shown where it is): a submit is dropped. */
  blocked?: boolean | undefined;
  /** Called for a submit dropped while blocked: the screen shows the sender what blocks it. */
  onBlocked?: (() => void) | undefined;
  /** Enter in a field submits (sender-flows §5: switchable per form). Default true. Enter in a phone input always submits. */
  submitOnEnter?: boolean;
  t?: Translate;
  /** The page language (BCP 47), for country names; default the document's lang. */
  lang?: string;
  /** Labels by field name; otherwise the placeholder, a checkbox's comment, a known name's label, the name. */
  labels?: Readonly<Record<string, string>>;
  /** The submit button's text (default forms::submit). */
  submitLabel?: string;
  /** No submit button: the screen submits some other way (controller.submit). */
  hideSubmit?: boolean;
  /** Outside control of values, errors, visibility and scrolling (useServerForm). */
  controller?: ServerFormController;
  /** Rendered after the fields, before the submit button (terms text, a captcha…). */
  children?: ReactNode;
  /** Accessible name of the form (a heading's text). */
  'aria-label'?: string;
  className?: string;
}

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

/** When a screen lets its form post: what its form hands to FormView as it is. */
export type SubmitGate = Pick<FormViewProps, 'busy' | 'blocked' | 'onBlocked'>;
