import { Popup } from '../../ui/primitives/Popup.tsx';

interface Props {
  open: boolean;
  title: string;
  text: string;
  gotIt: string;
  closeLabel: string;
  onClose: () => void;
}

/** The tariff error (sender-flows §8; public-site §5): no tariff holds the amount; 'got it' closes it. */
export default function TariffError({ open, title, text, gotIt, closeLabel, onClose }: Props) {
  return (
    <Popup open={open} onClose={onClose} title={title} closeLabel={closeLabel}>
      <p>{text}</p>
      <button type="button" className="button" onClick={onClose}>
        {gotIt}
      </button>
    </Popup>
  );
}
