import { describe, expect, it } from 'vitest';
import { APP_COPY, appSchemas, authShell, sendRoute, takesAppCopy } from '../../../src/integrations/app-chunks.ts';

// A module graph: the app's island, another island, the app's lazy screen.
const modules: Record<string, { importers: string[]; dynamicImporters: string[]; isEntry: boolean }> = {
  '/src/app/AuthApp.tsx': { importers: [], dynamicImporters: [], isEntry: true },
  '/src/islands/Picker.tsx': { importers: [], dynamicImporters: [], isEntry: true },
  '/src/app/router.ts': { importers: ['/src/app/AuthApp.tsx'], dynamicImporters: [], isEntry: false },
  '/src/app/state.ts': { importers: ['/src/app/router.ts', '/src/app/screens/Send.tsx'], dynamicImporters: [], isEntry: false },
  '/src/islands/ui/Modal.tsx': { importers: ['/src/app/router.ts', '/src/islands/Picker.tsx'], dynamicImporters: [], isEntry: false },
  '/src/islands/ui/Spinner.tsx': { importers: ['/src/app/router.ts', '/src/islands/Picker.tsx'], dynamicImporters: [], isEntry: false },
  '/src/lib/detect.ts': { importers: ['/src/app/router.ts'], dynamicImporters: ['/src/islands/Picker.tsx'], isEntry: false },
  '/src/app/screens/Send.tsx': { importers: [], dynamicImporters: ['/src/app/router.ts'], isEntry: false },
};
const graph = { getModuleInfo: (id: string) => modules[id] ?? null };

describe('sender-flows §2 app shell: the /auth shell chunks', () => {
  it('puts the modules only the app reaches in the shell, the shared ones by who shares them, and leaves lazy screens alone', () => {
    const name = authShell();
    expect(name('/src/app/AuthApp.tsx', graph)).toBe('AuthApp');
    expect(name('/src/app/router.ts', graph)).toBe('AuthApp');
    // Imported by a lazy screen too: still the shell's.
    expect(name('/src/app/state.ts', graph)).toBe('AuthApp');
    // Shared with another island the same way: one chunk for both.
    const modal = name('/src/islands/ui/Modal.tsx', graph);
    expect(modal).toBe('Modal');
    expect(name('/src/islands/ui/Spinner.tsx', graph)).toBe(modal);
    // The other island loads it only on demand: not with what it loads at once.
    expect(name('/src/lib/detect.ts', graph)).toBe('detect');
    expect(name('/src/app/screens/Send.tsx', graph)).toBeNull();
    expect(name('/src/islands/Picker.tsx', graph)).toBeNull();
  });
});

// The app's lazy screens: the send screen, the request screen, what they import.
const lazy: Record<string, { importers: string[]; dynamicImporters: string[]; isEntry: boolean }> = {
  '/src/app/AuthApp.tsx': { importers: [], dynamicImporters: [], isEntry: true },
  '/src/islands/Calculator.tsx': { importers: [], dynamicImporters: [], isEntry: true },
  '/src/app/routes.ts': { importers: ['/src/app/AuthApp.tsx'], dynamicImporters: [], isEntry: false },
  '/src/app/screens/money/SendScreen.tsx': { importers: [], dynamicImporters: ['/src/app/routes.ts'], isEntry: false },
  '/src/app/screens/money/RequestScreen.tsx': { importers: [], dynamicImporters: ['/src/app/routes.ts'], isEntry: false },
  '/src/domain/transfer-draft.ts': { importers: ['/src/app/screens/money/SendScreen.tsx', '/src/app/screens/money/RequestScreen.tsx'], dynamicImporters: [], isEntry: false },
  '/src/domain/fee.ts': { importers: ['/src/app/screens/money/SendScreen.tsx', '/src/islands/Calculator.tsx'], dynamicImporters: [], isEntry: false },
  '/src/app/screens/money/request-only.ts': { importers: ['/src/app/screens/money/RequestScreen.tsx'], dynamicImporters: [], isEntry: false },
  '/src/ui/forms/PhoneInput.tsx?app-copy': { importers: [], dynamicImporters: ['/src/ui/forms/on-demand.tsx?app-copy'], isEntry: false },
  '/src/ui/forms/on-demand.tsx?app-copy': { importers: ['/src/app/routes.ts'], dynamicImporters: [], isEntry: false },
  '/src/ui/forms/phone-countries.ts?app-copy': { importers: ['/src/ui/forms/PhoneInput.tsx?app-copy'], dynamicImporters: [], isEntry: false },
};
const lazyGraph = { getModuleInfo: (id: string) => lazy[id] ?? null };

describe('sender-flows §2 app shell: the signed-in home route chunk', () => {
  it('puts the send screen and what only the app reaches through it in one chunk, leaving the shell, other islands and other screens alone', () => {
    const name = sendRoute();
    expect(name('/src/app/screens/money/SendScreen.tsx', lazyGraph)).toBe('SendScreen');
    expect(name('/src/domain/transfer-draft.ts', lazyGraph)).toBe('SendScreen');
    expect(name('/src/domain/fee.ts', lazyGraph)).toBeNull();
    expect(name('/src/app/screens/money/request-only.ts', lazyGraph)).toBeNull();
    expect(name('/src/app/routes.ts', lazyGraph)).toBeNull();
  });

  it('takes the phone input the send route loads beside its screen, with what it imports, so the route is one file', () => {
    const name = sendRoute();
    expect(name('/src/ui/forms/PhoneInput.tsx?app-copy', lazyGraph)).toBe('SendScreen');
    expect(name('/src/ui/forms/phone-countries.ts?app-copy', lazyGraph)).toBe('SendScreen');
    expect(name('/src/ui/forms/on-demand.tsx?app-copy', lazyGraph)).toBeNull();
  });
});

// The app's answer schemas: loaded by the shell's light readers on demand and by lazy screens.
const schemaModules: Record<string, { importers: string[]; dynamicImporters: string[]; isEntry: boolean }> = {
  '/src/app/AuthApp.tsx': { importers: [], dynamicImporters: [], isEntry: true },
  '/src/api/schemas/light.ts?app-copy': { importers: ['/src/app/AuthApp.tsx'], dynamicImporters: [], isEntry: false },
  '/src/app/screens/KycScreen.tsx': { importers: [], dynamicImporters: ['/src/app/AuthApp.tsx'], isEntry: false },
  '/src/api/schemas/account.ts?app-copy': { importers: ['/src/app/screens/KycScreen.tsx'], dynamicImporters: ['/src/api/schemas/light.ts?app-copy'], isEntry: false },
  '/src/domain/antifraud.ts?app-copy': { importers: ['/src/api/schemas/account.ts?app-copy'], dynamicImporters: [], isEntry: false },
  '/src/domain/kyc-steps.ts?app-copy': { importers: ['/src/api/schemas/account.ts?app-copy', '/src/app/screens/KycScreen.tsx'], dynamicImporters: [], isEntry: false },
};
const schemaGraph = { getModuleInfo: (id: string) => schemaModules[id] ?? null };

describe('sender-flows §2 app shell: the answer schemas chunk', () => {
  it('takes the schemas beyond the shell and the app copies only they import, and leaves what a screen imports too', () => {
    const name = appSchemas();
    expect(name('/src/api/schemas/account.ts?app-copy', schemaGraph)).toBe('schemas');
    expect(name('/src/domain/antifraud.ts?app-copy', schemaGraph)).toBe('schemas');
    expect(name('/src/domain/kyc-steps.ts?app-copy', schemaGraph)).toBeNull();
    expect(name('/src/api/schemas/light.ts?app-copy', schemaGraph)).toBeNull();
  });
});

describe('the /auth app copies of shared modules', () => {
  it('gives the app and its stores their own copy of a project module, and leaves shared state and other islands alone', () => {
    expect(takesAppCopy('/p/src/app/AuthApp.tsx', '/p/src/ui/forms/FormView.tsx')).toBe(true);
    expect(takesAppCopy('/p/src/stores/transfer-draft.ts', '/p/src/domain/transfer-draft.ts')).toBe(true);
    expect(takesAppCopy(`/p/src/ui/forms/FormView.tsx${APP_COPY}`, '/p/src/domain/phone-masks.json')).toBe(true);
    // Another island keeps the module everyone else shares.
    expect(takesAppCopy('/p/src/islands/invite/InviteForm.tsx', '/p/src/ui/forms/FormView.tsx')).toBe(false);
    // Page-wide state, the app's own modules, packages and styles stay one module.
    expect(takesAppCopy('/p/src/app/AuthApp.tsx', '/p/src/stores/session.ts')).toBe(false);
    expect(takesAppCopy('/p/src/app/AuthApp.tsx', '/p/src/i18n/use-namespace.ts')).toBe(false);
    expect(takesAppCopy('/p/src/app/AuthApp.tsx', '/p/src/lib/phone-rules.ts')).toBe(false);
    expect(takesAppCopy('/p/src/app/AuthApp.tsx', '/p/src/app/router.ts')).toBe(false);
    expect(takesAppCopy('/p/src/app/AuthApp.tsx', '/p/node_modules/nanostores/index.js')).toBe(false);
    expect(takesAppCopy('/p/src/app/AuthApp.tsx', '/p/src/ui/forms/forms.css')).toBe(false);
    // zod and libphonenumber-js are the packages copied: the app's copies travel with the app's
    // schemas and with the phone input.
    expect(takesAppCopy(`/p/src/api/schemas/session.ts${APP_COPY}`, '/p/node_modules/zod/v4/mini/index.js')).toBe(true);
    expect(takesAppCopy('/p/src/islands/request-page/use-request-page.ts', '/p/node_modules/zod/v4/mini/index.js')).toBe(false);
    expect(takesAppCopy(`/p/src/lib/phone-rules-of.ts${APP_COPY}`, '/p/node_modules/libphonenumber-js/core/index.js')).toBe(true);
    expect(takesAppCopy('/p/src/lib/phone-rules.ts', '/p/node_modules/libphonenumber-js/core/index.js')).toBe(false);
  });
});
