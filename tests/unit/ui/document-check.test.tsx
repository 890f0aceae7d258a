// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, fireEvent, act, cleanup } from '@testing-library/react';
import { DocumentCheck, type DocumentCheckProps } from '../../../src/ui/document-check/DocumentCheck.tsx';
import { sdkSteps } from '../../../src/ui/document-check/sdk-steps.ts';
import english from '../../../public/locales/en/identity.json';

const init = vi.fn(() => ({ tearDown: vi.fn(async () => {}) }));
// The SDK's npm loader is replaced: tests never fetch the provider's SDK.
vi.mock('onfido-sdk-ui', () => ({ Onfido: { init } }));

const base = (over: Partial<DocumentCheckProps> = {}): DocumentCheckProps => ({
  config: null,
  token: 'tok-123',
  steps: ['document', 'selfie'],
  documentType: 'driving_licence',
  lang: 'en',
  strings: english,
  onComplete: vi.fn(),
  onError: vi.fn(),
  ...over,
});

afterEach(cleanup);

describe('sender-flows §4 document-check adapter: the local capture (no SDK configured)', () => {
  it('asks for each side of the document and the selfie, and refuses to finish without them', () => {
    const props = base();
    render(<DocumentCheck {...props} />);
    expect(screen.getByLabelText('Front of the document')).toBeTruthy();
    expect(screen.getByLabelText('Back of the document')).toBeTruthy();
    expect(screen.getByLabelText(/A selfie/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('Add this photo.')).toHaveLength(3);
    expect(props.onComplete).not.toHaveBeenCalled();
    expect(init).not.toHaveBeenCalled();
  });

  it('refuses a file that is no photo, and one over 15 MB', () => {
    render(<DocumentCheck {...base({ steps: ['document'], documentType: 'passport' })} />);
    const input = screen.getByLabelText('Passport page with your photo');
    fireEvent.change(input, { target: { files: [new File(['x'], 'id.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText(/This file can't be used/)).toBeTruthy();
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText(/too large/)).toBeTruthy();
  });

  it('finishes with onComplete once every item is chosen, and with onError for an empty file', async () => {
    const done = base({ steps: ['motion'], documentType: null });
    render(<DocumentCheck {...done} />);
    fireEvent.change(screen.getByLabelText(/short selfie video/), { target: { files: [new File(['frames'], 'm.mp4', { type: 'video/mp4' })] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(done.onComplete).toHaveBeenCalledOnce();
    cleanup();
    const failed = base({ steps: ['motion'], documentType: null });
    render(<DocumentCheck {...failed} />);
    fireEvent.change(screen.getByLabelText(/short selfie video/), { target: { files: [new File([], 'm.mp4', { type: 'video/mp4' })] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(failed.onError).toHaveBeenCalledWith('unreadable');
  });
});

describe('sender-flows §7 document-check adapter: the SDK when configured', () => {
  it('loads the npm loader lazily and starts the SDK 14.43.0 with the token, the chosen document and the steps', async () => {
    const props = base({ config: { sdk: 'onfido', version: '14.43.0', origins: [] } });
    render(<DocumentCheck {...props} />);
    await vi.waitFor(() => expect(init).toHaveBeenCalledOnce());
    const parameters = (init.mock.calls[0] as unknown as [Record<string, unknown>])[0];
    expect(parameters).toMatchObject({ token: 'tok-123', version: '14.43.0', language: 'en', steps: sdkSteps(['document', 'selfie'], 'driving_licence') });
    (parameters['onComplete'] as () => void)();
    expect(props.onComplete).toHaveBeenCalledOnce();
    (parameters['onError'] as (e: { type: string }) => void)({ type: 'no_camera' });
    expect(props.onError).toHaveBeenCalledWith('sdk:no_camera');
  });

  it('maps the steps: the chosen document only, a selfie photo, a motion video', () => {
    expect(sdkSteps(['document', 'selfie'], 'passport')).toEqual([
      { type: 'document', options: { documentTypes: { passport: true } } },
      { type: 'face', options: { requestedVariant: 'standard' } },
    ]);
    expect(sdkSteps(['motion'], null)).toEqual([{ type: 'face', options: { requestedVariant: 'motion' } }]);
  });
});
