declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on first interaction (src/integrations/directives/interaction.ts). */
      'client:interaction'?: boolean;
      /** Hydrate when visible (at idle) or on first interaction (src/integrations/directives/reveal.ts). */
      'client:reveal'?: boolean;
      /** Hydrate when the named event is first dispatched on the document (src/integrations/directives/event.ts). */
      'client:event'?: string;
    }
  }
}
export {};
