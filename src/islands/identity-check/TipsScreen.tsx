import type { Translate } from '../../i18n/runtime.ts';
import { ScreenFrame } from './ScreenFrame.tsx';

interface Props {
  t: Translate<'identity'>;
  /** The document call's title and text (messages of its answer). */
  messages: Record<string, string>;
  suggestionItems: readonly string[];
  focus: boolean;
  onReady: () => void;
}

/** Tips (sender-flows §4 suggestions): the server's capture tips; 'ready' starts the capture frame. */
export function TipsScreen({ t, messages, suggestionItems, focus, onReady }: Props) {
  return (
    <ScreenFrame title={t('tips.title')} focus={focus}>
      {messages['title'] && <h2>{messages['title']}</h2>}
      {messages['text'] && <p>{messages['text']}</p>}
      {suggestionItems.length > 0 && (
        <ul className="suggestions">
          {suggestionItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <div className="actions">
        <button type="button" className="button" onClick={onReady}>
          {t('tips.ready')}
        </button>
      </div>
    </ScreenFrame>
  );
}
