import type { ClientDirective } from 'astro';

/**
 * `client:event="name"`: hydrates an island the first time `name` is dispatched on the document.
 * The calculator's on-demand parts (menus, the tariff popup, the static-JSON fallback) are such an
 * island: their code loads only when the calculator first needs it (src/islands/calculator/bus.ts),
 * without a bundler's dynamic-import helper in the landing's first JavaScript.
 */
const onEvent: ClientDirective = (load, options, _el) => {
  const name = options.value;
  const begin = () => void start();
  const start = async () => {
    document.removeEventListener(name, begin);
    const hydrate = await load();
    await hydrate();
  };
  document.addEventListener(name, begin);
};

export default onEvent;
