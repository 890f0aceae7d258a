import { vi } from 'vitest';
import { phoneMetadataPart } from '../../../../src/lib/phone-metadata.ts';
import { form as formSchema, type Form } from '../../../../src/api/schemas/form.ts';
import type { z } from 'zod';
import type { formField } from '../../../../src/api/schemas/form.ts';

/** A parsed server form from short field definitions. */
export function serverForm(fields: Array<z.input<typeof formField>>, name = 'test', action = '/api/test'): Form {
  return formSchema.parse({ name, action, fields });
}

/** happy-dom has no layout: record scrolls instead. */
export function stubScrolling(): Array<Element> {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  return scrolled;
}

/**
 * The site's /data/phone/{code}.json (src/pages/data/phone/[code].json.ts), which a phone field
 * fetches for its calling code (src/lib/phone-rules-by-code.ts), answered from the build's source.
 */
export function servePhoneMetadata(): void {
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const code = /\/data\/phone\/(\d+)\.json$/.exec(String(input instanceof Request ? input.url : input))?.[1];
    if (code === undefined) return real(input, init);
    const part = phoneMetadataPart(code);
    return Promise.resolve(part ? Response.json(part) : new Response(null, { status: 404 }));
  });
}
