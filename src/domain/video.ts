import { allowedUrl, videoPolicy } from './url-rule.ts';

/**
 * The frame address of a video section or modal (public-site §4: pressing play swaps in the video
 * frame, autoplaying): only https on the embed hosts (the URL rule the content schemas apply), with
 * `autoplay=1`; null for anything else, which then never becomes a frame.
 */
export function videoFrameSrc(text: string | null | undefined, embedHosts: readonly string[]): string | null {
  const href = allowedUrl(text, videoPolicy(embedHosts));
  if (!href) return null;
  const url = new URL(href);
  url.searchParams.set('autoplay', '1');
  return url.href;
}
