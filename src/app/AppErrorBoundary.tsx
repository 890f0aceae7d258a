import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreenOnDemand.tsx';
import { describeError, reportError } from './report.ts';

/**
 * A crash anywhere in the app (a render, an effect) shows the generic error screen and sends the
 * crash report POST /exception with the page address and the exception (sender-flows §2, §7, §8).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: { componentStack?: string | null }): void {
    reportError(`${describeError(error)}${info.componentStack ? `\nComponent stack:${info.componentStack}` : ''}`);
  }

  override render(): ReactNode {
    return this.state.crashed ? <ErrorScreen variant="crash" /> : this.props.children;
  }
}
