import ChatWidgetButton from '../../ui/primitives/ChatWidgetButton.tsx';

/**
 * Support chat (sender-flows §4 expired and motion error screens; public-site §6): the chat widget
 * when the build configured one (CHAT_WIDGET_URL, loaded on the first press), else the support
 * desk's new-request page, as the help centre does.
 */
export function ChatButton({ widgetUrl, newRequestHref, label }: { widgetUrl: string | null; newRequestHref: string; label: string }) {
  return widgetUrl ? (
    <ChatWidgetButton url={widgetUrl} label={label} />
  ) : (
    <a className="button secondary" href={newRequestHref}>
      {label}
    </a>
  );
}
