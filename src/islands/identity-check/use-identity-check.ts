import { useEffect, useEffectEvent, useMemo, useReducer, useState } from 'react';
import { createBackendClient, type Answer } from '../../api/client.ts';
import { paths } from '../../api/paths.ts';
import { antiFraudState, antifraudErrorCode, documentAnswer, RECIPIENT_UUID, recipientCheckAnswer, uploadedAnswer, type AntiFraudState, type DocumentType } from '../../api/schemas/antifraud.ts';
import { documentPairs, linkOf, startState, transition, uploadPairs, type CheckEvent } from '../../domain/identity-check.ts';
import { safeRedirect } from '../../domain/safe-redirect.ts';
import type { Strings } from '../../i18n/runtime.ts';
import { useStrings } from './use-strings.ts';

/** What a call's failure tells the screen: a refusal the machine knows, the email field, or a general failure. */
export type CallOutcome = 'ok' | 'invalid-email' | 'failed';

/**
 * The recipient identity check's data and calls (sender-flows §4, §7, §8). The state machine
 * (src/domain/identity-check.ts) decides the screens; this hook reads the link, loads the state
 * and makes the calls, feeding their outcomes back. No personal data is stored or logged: the
 * email lives in the email screen's field only, and reports carry no answer content.
 */
export function useIdentityCheck(english: Strings, providerHosts: readonly string[]) {
  const link = typeof location === 'undefined' ? null : linkOf(location.pathname, RECIPIENT_UUID);
  const [state, dispatch] = useReducer(transition, startState(link?.page ?? (typeof location !== 'undefined' && location.pathname.endsWith('/motion') ? 'motion' : 'document')));
  const [data, setData] = useState<AntiFraudState | null>(null);
  const [busy, setBusy] = useState(false);
  const { t, tag } = useStrings(english);
  const client = useMemo(
    () =>
      createBackendClient({
        origin: typeof location === 'undefined' ? 'http://localhost' : location.origin,
        allowedRedirectHosts: providerHosts,
        // No challenge frame on this page yet: a challenged call counts as failed and the screen says so.
        challenge: () => Promise.resolve('failed' as const),
        forbidden: () => location.assign('/login'),
        navigate: (target) => location.assign(target),
        report: (problem) => console.warn(`identity check: ${problem}`),
      }),
    [providerHosts],
  );

  // The link does not change while the page lives: its state loads once.
  const load = useEffectEvent(() => {
    // The uuid is checked against the strict pattern before any call (README Security).
    if (!link) return dispatch({ type: 'linkInvalid' });
    client
      .pageData(`/web/af/${link.uuid}${link.page === 'motion' ? '/motion' : ''}`)
      .then((answer) => {
        const parsed = antiFraudState.safeParse(answer.data.extra);
        if (answer.ok && parsed.success) {
          setData(parsed.data);
          dispatch({ type: 'loaded', state: parsed.data });
        } else dispatch({ type: answer.status === 400 || answer.status === 404 ? 'linkInvalid' : 'loadFailed' });
      })
      .catch(() => dispatch({ type: 'loadFailed' }));
  });
  useEffect(() => load(), []);

  useEffect(() => {
    if (!state.leaveTo) return;
    const target = safeRedirect(state.leaveTo, location.origin, providerHosts);
    if (target) location.assign(target);
    else console.warn('identity check: refused to leave for another host');
  }, [state.leaveTo, providerHosts]);

  /** Runs a call with the spinner on; a refusal the machine knows moves the screen. */
  async function call<T>(run: () => Promise<Answer<T>>, onOk: (data: T) => void): Promise<CallOutcome> {
    setBusy(true);
    try {
      const answer = await run();
      if (answer.ok) {
        onOk(answer.data);
        return 'ok';
      }
      const code = antifraudErrorCode.safeParse(answer.errors.server?.code);
      if (code.success && code.data === 'INVALID_EMAIL') return 'invalid-email';
      if (code.success) dispatch({ type: 'refused', code: code.data });
      return 'failed';
    } catch {
      return 'failed';
    } finally {
      setBusy(false);
    }
  }

  const info = data?.paymentInfo;
  const send: (event: CheckEvent) => void = dispatch;
  return {
    state,
    data,
    t,
    tag,
    busy,
    send,
    submitEmail: (email: string) =>
      call(
        () => client.post(paths.recipientCheck, { uuid: info!.uuid, email }, recipientCheckAnswer),
        ({ extra }) => dispatch({ type: 'checked', docs: extra.docs, recipientSumsubEnabled: extra.recipientSumsubEnabled, url: extra.recipientAntiFraudStatus.url }),
      ),
    chooseDocument: async (type: DocumentType) => {
      const outcome = await call(
        () => client.post(paths.recipientDocument(type), documentPairs(info!), documentAnswer),
        ({ extra, messages }) => dispatch({ type: 'documentIssued', docInfo: extra.docInfo, messages }),
      );
      if (outcome !== 'ok') dispatch({ type: 'documentFailed' });
      return outcome;
    },
    /** The capture finished: tell the backend (sender-flows §7 upload call), then the submitted modal. */
    captured: async () => {
      const outcome = await call(
        () => client.post(paths.recipientUploaded, uploadPairs(state.page, info!), uploadedAnswer),
        () => dispatch({ type: 'uploaded' }),
      );
      // A refusal has already moved the screen (the machine then ignores this); anything else is an error.
      if (outcome !== 'ok') dispatch({ type: 'captureFailed' });
    },
  };
}
