import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (./interaction.ts), `client:reveal` (./reveal.ts) and `client:event` (./event.ts). */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)) });
        addClientDirective({ name: 'reveal', entrypoint: fileURLToPath(new URL('./reveal.ts', import.meta.url)) });
        addClientDirective({ name: 'event', entrypoint: fileURLToPath(new URL('./event.ts', import.meta.url)) });
      },
    },
  };
}
