import BusinessRequest, { type BusinessRequestProps } from '../../islands/BusinessRequest.tsx';

/** Where the islands' loader finds a prop: `{url}#{key}`, that key of the JSON at that URL (src/lib/inline/islands.ts). */
export interface ShellTextsRef {
  shellTexts: string;
}

export type ShellBusinessRequestProps = Omit<BusinessRequestProps, 'text'> & { text: BusinessRequestProps['text'] | ShellTextsRef };

type Text = BusinessRequestProps['text'];
// The closed form shows none of its texts: the server renders only the opening button.
const CLOSED: Text = {
  title: '',
  intro: '',
  name: '',
  email: '',
  company: '',
  message: '',
  submit: '',
  sending: '',
  sentTitle: '',
  sentText: '',
  close: '',
  required: '',
  email_invalid: '',
  failed: '',
  done: '',
};

/**
 * The header's business request form (public-site §2) with its texts by reference: the same in every
 * page of a language, so they are fetched with the form's code rather than written into each page.
 */
export default function ShellBusinessRequest({ text, ...props }: ShellBusinessRequestProps) {
  return <BusinessRequest {...props} text={'shellTexts' in text ? CLOSED : text} />;
}
