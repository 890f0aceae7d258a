declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on first interaction (src/islands/directives/interaction.ts). */
      'client:interaction'?: boolean;
    }
  }
}
export {};
