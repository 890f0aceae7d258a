import { ariaFor, type InputProps } from './field-context.ts';

/**
 * upload_doc and file fields: the platform's file chooser. A form-encoded post cannot carry a file,
 * so the field's value is the file's name (the required check sees it) and the File goes to
 * onSubmit's `files`, for the screen to upload.
 */
export function FileInput(props: InputProps) {
  const { field, id, onValue, onFile, onBlur, onFocus } = props;
  return (
    <input
      id={id}
      name={field.name}
      type="file"
      accept={field.type === 'upload_doc' ? 'image/*,application/pdf' : undefined}
      disabled={field.isReadOnly}
      onChange={(e) => {
        const file = e.target.files?.[0] ?? null;
        onFile(file);
        onValue(file?.name ?? '');
      }}
      onBlur={onBlur}
      onFocus={onFocus}
      {...ariaFor(props)}
    />
  );
}
