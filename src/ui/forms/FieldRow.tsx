import { Suspense, type ComponentType } from 'react';
import { fieldLabel, inputSpec, type InputKind } from '../../domain/form-fields.ts';
import { showsErrorHint } from '../../domain/error-hint.ts';
import { markupText } from './markup-text.ts';
import { CheckboxInput } from './CheckboxInput.tsx';
import { FieldComment } from './FieldComment.tsx';
import { ErrorHintOnDemand, FileInputOnDemand, PhoneInputOnDemand, RichTextOnDemand } from './on-demand.tsx';
import { SelectInput } from './SelectInput.tsx';
import { TextArea } from './TextArea.tsx';
import { TextInput } from './TextInput.tsx';
import { hasKnownLabel } from './strings.ts';
import type { InputProps } from './field-context.ts';

const INPUTS: Record<Exclude<InputKind, 'checkbox' | 'hidden'>, ComponentType<InputProps>> = {
  text: TextInput,
  textarea: TextArea,
  select: SelectInput,
  phone: PhoneInputOnDemand,
  file: FileInputOnDemand,
};

interface FieldRowProps extends Omit<InputProps, 'label' | 'placeholder' | 'describedBy'> {
  labels: Readonly<Record<string, string>> | undefined;
  highlighted: boolean;
  initial: string;
  onReport: ((error: { code: string; message: string }) => Promise<void> | void) | undefined;
}

/**
 * One field: label, input, comment and error (sender-flows §3). The error is tied to the input by
 * aria-describedby and aria-invalid; server errors may carry allowlisted HTML; the hint button
 * follows the rule of src/domain/error-hint.ts.
 */
export function FieldRow(props: FieldRowProps) {
  const { field, id, error, t, highlighted, behaviour, labels, onReport } = props;
  const known = hasKnownLabel(field.name) ? t(`forms::label.${field.name}`) : undefined;
  const { label, placeholder, comment } = fieldLabel(field, { labels, known });
  const kind = inputSpec(field.type).kind;
  const commentId = comment || field.commentLong ? `${id}-comment` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [commentId, errorId].filter(Boolean).join(' ') || undefined;
  const inputProps: InputProps = { ...props, label, placeholder, describedBy };
  const Input = kind === 'checkbox' || kind === 'hidden' ? null : INPUTS[kind];
  const adornment = behaviour.adornments?.[field.name];
  const hint = error && showsErrorHint({ longText: field.errorTextLong, code: error.code, loginForm: behaviour.loginForm });
  return (
    <div className="field form-field" data-field={field.name} data-type={field.type} data-highlighted={highlighted || undefined}>
      {Input ? (
        <>
          <label htmlFor={id}>
            {label}
            {!field.mandatory && !field.isReadOnly && <span className="form-optional"> ({t('forms::optional')})</span>}
          </label>
          <Suspense fallback={null}>
            {adornment ? (
              <div className="form-adorned">
                <Input {...inputProps} />
                {adornment}
              </div>
            ) : (
              <Input {...inputProps} />
            )}
          </Suspense>
        </>
      ) : (
        <CheckboxInput {...inputProps} initial={props.initial} />
      )}
      {commentId && <FieldComment id={commentId} comment={comment} commentLong={field.commentLong} more={t('forms::comment.more')} less={t('forms::comment.less')} />}
      {error && (
        <div className="form-error-row">
          {error.source === 'server' ? (
            <Suspense
              fallback={
                <span id={errorId} className="field-error">
                  {markupText(error.message)}
                </span>
              }
            >
              <RichTextOnDemand id={errorId} className="field-error" html={error.message} />
            </Suspense>
          ) : (
            <span id={errorId} className="field-error">
              {error.message}
            </span>
          )}
          {hint && (
            // The hint's button's place held at once (no shift when it arrives).
            <Suspense
              fallback={
                <span className="form-hint-button" aria-hidden="true">
                  {t('forms::hint.open')}
                </span>
              }
            >
              <ErrorHintOnDemand longText={field.errorTextLong} message={error.message} t={t} onReport={onReport && (() => onReport({ code: error.code ?? '', message: error.message }))} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
