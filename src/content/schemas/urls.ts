import { z } from 'zod';
import { allowedMediaUrl, allowedUrl, contentLinkPolicy, urlRuleMessages, videoPolicy } from '../../domain/url-rule.ts';
import { mediaHosts, videoEmbedHosts } from '../url-hosts.ts';

/**
 * URL fields of the content schemas: every URL that reaches a page goes through the one URL rule
 * (src/domain/url-rule.ts), so a refused URL is a schema error: the sync keeps the entry's last good
 * version and the build refuses the snapshot, like any other schema error.
 */

/** A link a visitor follows: site path, https, mailto: or tel:. */
export const contentLink = (emptyMessage?: string) =>
  z
    .string()
    .min(1, emptyMessage)
    .refine((text) => allowedUrl(text, contentLinkPolicy) !== null, urlRuleMessages.link);

/** An image: this site's /media/ path or https on a configured media host. */
export const mediaUrl = z
  .string()
  .min(1)
  .refine((text) => allowedMediaUrl(text, mediaHosts) !== null, urlRuleMessages.media(mediaHosts));

/** An embedded video: https on the allowed embed hosts. */
export const videoUrl = z
  .string()
  .min(1)
  .refine((text) => allowedUrl(text, videoPolicy(videoEmbedHosts)) !== null, urlRuleMessages.video(videoEmbedHosts));
