import { useState } from 'react';
import { Modal } from './Modal.tsx';

function autoplayUrl(url: string): string {
  const u = new URL(url);
  u.searchParams.set('autoplay', '1');
  return u.href;
}

interface SectionProps {
  videoUrl: string;
  preview: { url: string; alt: string };
  title: string;
  playLabel: string;
}

/** Video section (public-site §4): preview and play button; pressing play swaps in the frame, autoplaying. */
export function VideoSection({ videoUrl, preview, title, playLabel }: SectionProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="video-section">
      {playing ? (
        <iframe className="video-frame" src={autoplayUrl(videoUrl)} title={title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" />
      ) : (
        <div className="video-preview">
          <img src={preview.url} alt={preview.alt} />
          <button type="button" className="play" aria-label={playLabel} onClick={() => setPlaying(true)}>
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}

interface ModalProps {
  videoUrl: string;
  title: string;
  open: boolean;
  onClose: () => void;
  closeLabel: string;
}

/** Video modal (public-site §4): Escape or an outside click closes it; the frame exists only while open. */
export function VideoModal({ videoUrl, title, open, onClose, closeLabel }: ModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={closeLabel} dismissOnOverlay>
      <iframe className="video-frame" src={autoplayUrl(videoUrl)} title={title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" />
    </Modal>
  );
}
