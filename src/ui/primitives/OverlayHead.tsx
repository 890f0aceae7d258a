/** The title bar of a popup or modal: its heading (the dialog's label) and the close button. */
export function OverlayHead({ titleId, title, closeLabel, onClose }: { titleId: string; title: string; closeLabel: string; onClose: () => void }) {
  return (
    <div className="overlay-head">
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="overlay-close" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
