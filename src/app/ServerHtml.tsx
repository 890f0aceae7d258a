import { RichText } from '../ui/forms/RichText.tsx';

/**
 * Server text that may hold HTML (errorText, message values, sender-flows §5, §8): rendered through
 * the forms engine's allowlist (RichText builds React elements tag by tag), never as raw HTML.
 */
export function ServerHtml({ html }: { html: string }) {
  return <RichText html={html} as="div" className="server-html" />;
}
