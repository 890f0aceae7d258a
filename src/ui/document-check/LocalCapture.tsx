import { useId, useState, type SubmitEvent } from 'react';
import { acceptedTypes, captureItems, fileSuits, MAX_CAPTURE_BYTES, type CaptureItem } from '../../domain/document-check.ts';
import type { DocumentCheckProps } from './types.ts';
import { readable } from './readable.ts';

type Problem = 'capture.missing' | 'capture.wrongType' | 'capture.tooLarge';

/**
 * The sandbox's capture (no SDK configured): one file field per item, so it works without a camera
 * and in tests. Photos are checked in the browser (type, size, that an image decodes) and never
 * leave it: the backend only hears that the capture finished, as it would from the SDK.
 */
export function LocalCapture({ steps, documentType, strings, onComplete, onError }: DocumentCheckProps) {
  const items = captureItems(steps, documentType);
  const [files, setFiles] = useState<Partial<Record<CaptureItem, File>>>({});
  const [problems, setProblems] = useState<Partial<Record<CaptureItem, Problem>>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const label = (item: CaptureItem) => strings[item === 'front' && documentType === 'passport' ? 'capture.frontPassport' : (`capture.${item}` as const)];

  const choose = (item: CaptureItem, file: File | undefined) => {
    setFiles((all) => ({ ...all, [item]: file }));
    const problem: Problem | undefined = !file ? 'capture.missing' : !fileSuits(item, file.type) ? 'capture.wrongType' : file.size > MAX_CAPTURE_BYTES ? 'capture.tooLarge' : undefined;
    setProblems((all) => ({ ...all, [item]: problem }));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(items.filter((item) => !files[item] || problems[item]).map((item) => [item, problems[item] ?? 'capture.missing']));
    setProblems(found);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    // A photo that does not decode is a failed capture, as a camera failure is in the SDK.
    const ok = (await Promise.all(items.map((item) => readable(files[item]!)))).every(Boolean);
    setBusy(false);
    setFiles({});
    if (ok) onComplete();
    else onError('unreadable');
  };

  return (
    <form className="document-check local-capture" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <p id={`${id}-hint`}>{strings['capture.hint']}</p>
      {items.map((item) => (
        <div className="field" key={item}>
          <label htmlFor={`${id}-${item}`}>{label(item)}</label>
          <input
            id={`${id}-${item}`}
            type="file"
            accept={acceptedTypes(item)}
            required
            aria-invalid={problems[item] ? true : undefined}
            aria-describedby={problems[item] ? `${id}-${item}-error` : `${id}-hint`}
            onChange={(e) => choose(item, e.currentTarget.files?.[0])}
          />
          {problems[item] && (
            <p className="field-error" id={`${id}-${item}-error`}>
              {strings[problems[item]]}
            </p>
          )}
        </div>
      ))}
      <button type="submit" className="button" disabled={busy}>
        {strings['capture.submit']}
      </button>
    </form>
  );
}
