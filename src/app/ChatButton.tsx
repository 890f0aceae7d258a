import { useStore } from '@nanostores/react';
import ChatWidgetButton from '../ui/primitives/ChatWidgetButton.tsx';
import { newRequestPath } from '../domain/help-links.ts';
import { $config } from './config.ts';
import { $lang, useT } from './strings.ts';

/**
 * The support-chat button of the error screen and the guidance modal: the chat widget when one is
 * configured (third-party, loaded on the first press), otherwise the desk's new-request page.
 */
export function ChatButton({ className = 'button secondary' }: { className?: string }) {
  const t = useT();
  const config = useStore($config);
  const lang = useStore($lang);
  if (config.chatUrl) return <ChatWidgetButton url={config.chatUrl} label={t('chat.open')} />;
  return (
    <a className={className} href={newRequestPath(config.deskRegions[lang] ?? 'en-gb')}>
      {t('chat.open')}
    </a>
  );
}
