import { BackendFailure } from '../api/client.ts';
import type { Answer } from '../api/client.ts';
import type { SubmitAnswer } from '../api/schemas/answers.ts';
import type { Form } from '../api/schemas/form.ts';
import { applySubmitAnswer } from './answers.ts';
import { backend, showFailure } from './backend.ts';
import { reportProblem } from './report.ts';
import { $screenError, showSnackbar, withSpinner } from './state.ts';
import { translate } from './strings.ts';

export interface SubmitOptions {
  /** Post canonical paths instead of field names (sender-flows §7). */
  canonical?: boolean;
  /** The form's own network-failure handler (sender-flows §8); otherwise the spinner stops and it is reported. */
  onNetworkError?: (error: BackendFailure) => void;
}

/**
 * Posts a form with the spinner on and applies the answer's shared parts (session, messages,
 * blocks, error popup). Null when no answer came back: the failure is on screen already, and the
 * form keeps every value the user typed (nothing here clears them).
 */
export async function submitForm(form: Form, values: Readonly<Record<string, string>>, options: SubmitOptions = {}): Promise<(Answer<SubmitAnswer> & { said: boolean }) | null> {
  $screenError.set(null);
  try {
    const answer = await withSpinner(() => backend().submit(form, values, { canonical: options.canonical ?? false }));
    return { ...answer, said: applySubmitAnswer(answer.data) };
  } catch (error) {
    if (error instanceof BackendFailure && error.kind === 'network') {
      if (options.onNetworkError) options.onNetworkError(error);
      else {
        reportProblem('network failure on submit', { action: form.action, message: error.message });
        showSnackbar(translate('network.failed'));
      }
      return null;
    }
    if (error instanceof BackendFailure && error.kind === 'aborted') return null;
    showFailure(error);
    return null;
  }
}
