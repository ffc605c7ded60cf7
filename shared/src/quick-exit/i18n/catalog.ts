// Quick exit's words (the shell's header, the AI guide's safety answer). Each app that imports
// @shalom/shared/quick-exit bundles this namespace; the runtime is the page's singleton. Hebrew is
// bundled too: two short messages, not worth a chunk of their own in every app's chunk map.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';
import he from './he.json';

export const quickExitCatalog = defineCatalog({
  namespace: 'quickExit',
  en,
  translations: { he: () => Promise.resolve({ default: he }) },
});
