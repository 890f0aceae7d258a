import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';
import { STRING_PARTS, stringsOfPart, type StringPart } from '../i18n/string-parts.ts';

const QUERY = /^strings=([a-z-]+)$/;

/**
 * `import forms from '…/en/forms.json?strings=error-hint'` gives the keys of that English file
 * that travel with a part of the forms engine (src/i18n/string-parts.ts); `?strings=shell` the rest.
 * One translation file stays the source; each chunk carries only the words it shows.
 */
export function stringParts(): Plugin {
  return {
    name: 'string-parts',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      const part = query ? QUERY.exec(query)?.[1] : undefined;
      if (!file?.endsWith('.json') || part === undefined) return null;
      if (part !== 'shell' && !(part in STRING_PARTS)) this.error(`Unknown string part "${part}" in ${id}`);
      this.addWatchFile(file);
      const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(stringsOfPart(basename(file, '.json'), strings, part as StringPart))};`;
    },
  };
}
