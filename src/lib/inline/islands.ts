/**
 * The islands' loader of pages whose islands all hydrate on first interaction (the header's business
 * form, the footer's language picker, the help search): the same contract as Astro's island runtime
 * and `client:interaction` (src/integrations/directives/interaction.ts) in a fraction of their size.
 * Each `<astro-island>` keeps the component and renderer URLs and the props Astro wrote; on the first
 * pointer, focus, touch, key or click in it, both modules load and the renderer hydrates the
 * server-rendered tree. A click before that is marked on the element for the component to replay.
 * A prop given as `{ shellTexts: '{url}#{key}' }` (texts the same on every page of a language) is
 * fetched first: that key of the JSON at that URL (src/components/shell/ShellBusinessRequest.tsx).
 */
type Tuple = [number, unknown];
type Hydrator = (el: HTMLElement) => (component: unknown, props: Record<string, unknown>, slots: Record<string, string>, meta: { client: string }) => Promise<void> | void;

// Astro's prop encoding: [0, value] with objects of tuples, [1, array of tuples]; these islands take no other kinds.
const revive = ([kind, value]: Tuple): unknown => (kind === 1 ? (value as Tuple[]).map(revive) : kind === 0 ? reviveObject(value) : undefined);
const reviveObject = (value: unknown): unknown => (value && typeof value === 'object' ? Object.fromEntries(Object.entries(value as Record<string, Tuple>).map(([k, v]) => [k, revive(v)])) : value);

const texts = new Map<string, Promise<Record<string, unknown>>>();
const fetchTexts = (url: string) => {
  let answer = texts.get(url);
  if (!answer) texts.set(url, (answer = fetch(url).then((r) => r.json() as Promise<Record<string, unknown>>)));
  return answer;
};
const resolve = async (props: Record<string, unknown>): Promise<Record<string, unknown>> => {
  for (const [name, value] of Object.entries(props)) {
    const ref = value && typeof value === 'object' && 'shellTexts' in value ? String(value.shellTexts) : null;
    if (ref === null) continue;
    const [url = '', key = ''] = ref.split('#');
    props[name] = (await fetchTexts(url))[key];
  }
  return props;
};

const events = ['pointerover', 'focusin', 'touchstart', 'keydown', 'click'] as const;

// A page with islands that hydrate otherwise has Astro's runtime (src/layouts/island-runtime.ts), which then hydrates these too.
const islands = customElements.get('astro-island') ? [] : document.querySelectorAll<HTMLElement>('astro-island[client=interaction]');
islands.forEach((el) => {
  const markClick = () => el.setAttribute('data-clicked', '');
  const begin = () => void start();
  const start = async () => {
    for (const name of events) el.removeEventListener(name, begin);
    const attr = (name: string) => el.getAttribute(name) ?? '';
    try {
      const [module, renderer, props] = await Promise.all([
        import(attr('component-url')) as Promise<Record<string, unknown>>,
        import(attr('renderer-url')) as Promise<{ default: Hydrator }>,
        resolve(reviveObject(JSON.parse(attr('props') || '{}')) as Record<string, unknown>),
      ]);
      const end = el.lastChild;
      if (end?.nodeType === Node.COMMENT_NODE && end.nodeValue === 'astro:end') end.remove();
      await renderer.default(el)(module[attr('component-export') || 'default'], props, {}, { client: 'interaction' });
      el.removeAttribute('ssr');
    } catch (error) {
      console.error(error);
    }
    el.removeEventListener('click', markClick);
  };
  el.addEventListener('click', markClick);
  for (const name of events) el.addEventListener(name, begin, { passive: true });
});
