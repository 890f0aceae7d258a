import { useState } from 'react';

/**
 * A field's comment under the box, and its long comment behind 'Show more' (sender-flows §3
 * comment, commentLong). The button says whether the long text is open.
 */
export function FieldComment({ id, comment, commentLong, more, less }: { id: string; comment: string | undefined; commentLong: string | undefined; more: string; less: string }) {
  const [open, setOpen] = useState(false);
  if (!comment && !commentLong) return null;
  const longId = `${id}-long`;
  return (
    <div className="form-comment">
      <p id={id}>
        {comment}
        {commentLong && open && <span id={longId}> {commentLong}</span>}
      </p>
      {commentLong && (
        <button type="button" className="link-button" aria-expanded={open} aria-controls={open ? longId : undefined} onClick={() => setOpen((o) => !o)}>
          {open ? less : more}
        </button>
      )}
    </div>
  );
}
