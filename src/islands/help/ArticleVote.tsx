import { useCallback, useEffect, useState } from 'react';
import { Snackbar } from '../../ui/primitives/Snackbar.tsx';
import { canVote, chatTarget, showMobileChatButton, showSupportMail, voteAfter, voteValue, type VoteValue } from '../../domain/help-vote.ts';
import { platformOf, showChatPath, withPlatform } from '../../domain/help-links.ts';
import { readVisitor, readVoteInfo, rememberVote, sendVote, type Visitor } from './vote-client.ts';

interface ArticleVoteProps {
  articleId: number;
  /** Desk locale sent with the vote (`de`, `zh-cn`). */
  locale: string;
  anonymousChat: boolean;
  newRequestHref: string;
  /** URL of the chat widget script when configured (third-party, off by default). */
  chatWidgetUrl: string | null;
  /** Support address, linked only for the options of public-site §6 (query `option`). */
  supportEmail: string;
  strings: { question: string; up: string; down: string; thanks: string; failed: string; signIn: string; chat: string; mail: string };
}

/**
 * Thumbs up/down of a mobile help article and its chat button (public-site §4, §6): up sets 1, down
 * sets -1; the vote shows only to an authorized visitor or the app with an email; a refusal (a
 * session that ended on the server) or failure keeps the previous vote and says so (never a
 * redirect to the login page); success shows a snackbar.
 */
export default function ArticleVote({ articleId, locale, anonymousChat, newRequestHref, chatWidgetUrl, supportEmail, strings }: ArticleVoteProps) {
  const [visitor, setVisitor] = useState<Visitor>({ inApp: false, email: null });
  const [option, setOption] = useState<string | null>(null);
  const [info, setInfo] = useState({ value: 0 as VoteValue, authorized: false });
  // Disabled until hydrated, so a press is never lost before the island can act on it.
  const [ready, setReady] = useState(false);
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [snack, setSnack] = useState<string | null>(null);
  const hideSnack = useCallback(() => setSnack(null), []);

  useEffect(() => {
    setVisitor(readVisitor());
    setOption(new URLSearchParams(location.search).get('option'));
    setInfo(readVoteInfo(articleId));
    setReady(true);
  }, [articleId]);

  const vote = async (isUp: boolean) => {
    if (pending) return;
    if (!canVote(info, visitor.inApp, visitor.email)) {
      setNote(strings.signIn);
      return;
    }
    setPending(true);
    setNote(null);
    const asked = voteValue(isUp);
    const outcome = await sendVote(articleId, visitor.inApp ? visitor.email : null, locale, isUp);
    const value = voteAfter(info.value, asked, outcome);
    setInfo({ value, authorized: outcome !== 'not-authorized' && info.authorized });
    if (outcome === 'ok') {
      rememberVote(articleId, value);
      setSnack(strings.thanks);
    } else setNote(outcome === 'not-authorized' ? strings.signIn : strings.failed);
    setPending(false);
  };

  const target = chatTarget(visitor.inApp, chatWidgetUrl !== null, typeof location === 'undefined' ? '' : withPlatform(showChatPath(location.pathname), platformOf(location.search)), newRequestHref);
  const openWidget = () => {
    if (!chatWidgetUrl || document.querySelector(`script[data-chat-widget]`)) return;
    const script = Object.assign(document.createElement('script'), { src: chatWidgetUrl, async: true });
    script.dataset['chatWidget'] = '';
    document.head.append(script);
  };

  // public-site §6: the vote is offered only to who may vote. Before hydration the page cannot know
  // about the app's email, so the poll is rendered hidden unless the session hint says signed in
  // (help.css), and from then on only when allowed; a refusal stays in view to say why.
  const poll = !ready || canVote(info, visitor.inApp, visitor.email) || note !== null;
  const chat = showMobileChatButton(visitor.inApp, visitor.email, anonymousChat, info.value);
  const mail = showSupportMail(option);
  return (
    <section className="help-vote" aria-labelledby={poll ? `vote-${articleId}` : undefined} data-ready={ready || undefined} data-empty={(ready && !poll && !chat && !mail) || undefined}>
      {poll && (
        <div className="help-vote-poll" data-pending={!ready || undefined}>
          <h2 id={`vote-${articleId}`} className="help-vote-question">
            {strings.question}
          </h2>
          <div className="help-vote-buttons">
            <button type="button" aria-pressed={info.value === 1} aria-busy={pending} disabled={!ready} onClick={() => void vote(true)}>
              <Thumb /> {strings.up}
            </button>
            <button type="button" aria-pressed={info.value === -1} aria-busy={pending} disabled={!ready} onClick={() => void vote(false)}>
              <Thumb down /> {strings.down}
            </button>
          </div>
          <p className="help-vote-note" role="status">
            {note}
          </p>
        </div>
      )}
      {chat &&
        (target.kind === 'widget' ? (
          <button type="button" className="button" onClick={openWidget}>
            {strings.chat}
          </button>
        ) : (
          <a className="button" href={target.href}>
            {strings.chat}
          </a>
        ))}
      {mail && (
        <p>
          <a href={`mailto:${supportEmail}`}>{strings.mail}</a>
        </p>
      )}
      <Snackbar message={snack} onHide={hideSnack} />
    </section>
  );
}

/** A thumb drawn in SVG (emoji fonts are not on every device), upside down for "no". */
function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className={down ? 'help-thumb-down' : undefined} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 18.2 21H7" />
    </svg>
  );
}
