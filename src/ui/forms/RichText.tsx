import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { DROPPED_WITH_CONTENT, MESSAGE_ATTRIBUTES, MESSAGE_TAGS, safeHref } from '../../domain/html-allowlist.ts';

/**
 * Server HTML (error texts) as React elements, through the message allowlist of src/domain/html-allowlist.ts. The
 * text is parsed by DOMParser, whose document runs no script and loads nothing, then rebuilt tag by
 * tag: no innerHTML ever reaches the page.
 */
export interface RichTextProps {
  html: string;
  as?: 'span' | 'div';
  id?: string | undefined;
  className?: string | undefined;
}

export function RichText({ html, as = 'span', id, className }: RichTextProps) {
  const children = useMemo(() => toReact(html), [html]);
  return createElement(as, { id, className }, children);
}

export function toReact(html: string): ReactNode[] {
  if (!/[<&]/.test(html)) return [html];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return convert(doc.body.childNodes);
}

function convert(nodes: NodeListOf<ChildNode>): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    if (node.nodeType === 3) out.push(node.textContent ?? '');
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) return;
    const children = convert(element.childNodes);
    if (!MESSAGE_TAGS.has(tag)) {
      out.push(createElement(Fragment, { key: index }, ...children));
      return;
    }
    const props: Record<string, string | number> = { key: index };
    for (const name of MESSAGE_ATTRIBUTES[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if (name === 'href') {
        const href = safeHref(value);
        if (!href) continue;
        props['href'] = href;
        // Links out open in a new tab and get no handle on this page.
        if (!href.startsWith('/')) Object.assign(props, { target: '_blank', rel: 'noopener noreferrer' });
      } else props[name] = value;
    }
    out.push(tag === 'br' ? createElement('br', props) : createElement(tag, props, ...children));
  });
  return out;
}
