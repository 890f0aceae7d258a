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
