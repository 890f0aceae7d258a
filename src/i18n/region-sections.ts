// The schema of the block the site's regions come from, beside the regions (regions.ts) rather than
// with the other page blocks, so the language registry reads the snapshot without the content layer.
import { z } from 'zod';

/**
 * Select-region sections (public-site §2). The site's regions ({lang}-{country} prefixes) are
 * derived from the English version of this block.
 */
export const regionSectionsBlock = z.object({
  __component: z.literal('blocks.region-sections'),
  id: z.number().int(),
  sections: z
    .array(
      z.object({
        id: z.number().int(),
        /** Section heading, e.g. a continent. */
        title: z.string().min(1),
        countries: z
          .array(
            z.object({
              id: z.number().int(),
              code_a2: z.string().regex(/^[A-Z]{2}$/, 'code_a2 must be two capital letters'),
              name: z.string().min(1),
              /** Site languages offered in this country, first is the country's default. */
              languages: z.array(z.object({ id: z.number().int(), lang: z.string().min(2), name: z.string().min(1) })).min(1),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
