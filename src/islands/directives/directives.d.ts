declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on first interaction (src/islands/directives/interaction.ts). */
      'client:interaction'?: boolean;
      /** Hydrate when visible (at idle) or on first interaction (src/islands/directives/reveal.ts). */
      'client:reveal'?: boolean;
      /** Hydrate when the named event is first dispatched on the document (src/islands/directives/event.ts). */
      'client:event'?: string;
    }
  }
}
export {};
