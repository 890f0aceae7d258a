/**
 * The server-driven forms engine (sender-flows §3 Form field, Form, Login form, Server
 * error; §4 Form; §5; §8). The /auth app mounts a form like this:
 *
 * ```tsx
 * <FormView
 *   form={answer.data.forms[0]}              // parsed with src/api/schemas/form.ts
 *   t={translate}                            // `ns::key` translator with the forms and validation namespaces
 *   onSubmit={(values, form) => client.submit(form, values, { canonical: true })}
 *   onSubmitError={showNetworkFailure}       // optional: otherwise the error is rethrown
 *   loginForm serverErrorField="password"    // login: errors of the call land on the password, with the hint
 * />
 * ```
 *
 * The client's answer goes straight back: its normalised `errors` land on the fields. Other parts
 * of the answer (redirectTo, messages, showServerError) are the screen's to act on.
 */
export { FormView } from './FormView.tsx';
export { useServerForm, type ServerFormController, type UseServerFormOptions } from './use-server-form.ts';
export { FORM_NAMESPACES, HIGHLIGHT_MS } from './constants.ts';
export { addEnglish, englishTranslate } from './strings.ts';
export type { FieldErrorState, FormBehaviour, FormFiles, FormValues, FormViewProps, PhoneOptions, SubmitGate, SubmitOutcome, Translate } from './types.ts';
export type { PhoneCountry } from '../../domain/phone-input.ts';
