import { useRef } from 'react';
import { useReplayedClick } from './use-replayed-click.ts';

/**
 * Opens the support chat widget (a third-party script, configured by CHAT_WIDGET_URL and off by
 * default): the script loads on the first press only, so nothing leaves the site before.
 */
export default function ChatWidgetButton({ url, label }: { url: string; label: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const open = () => {
    if (document.querySelector('script[data-chat-widget]')) return;
    const script = Object.assign(document.createElement('script'), { src: url, async: true });
    script.dataset['chatWidget'] = '';
    document.head.append(script);
  };
  useReplayedClick(button, open);
  return (
    <button ref={button} type="button" className="button" onClick={open}>
      {label}
    </button>
  );
}
