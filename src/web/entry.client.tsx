import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentLanguage, loadCatalogue } from './i18n/i18n.ts';

// The texts this page was rendered with must be here before hydration (see root.tsx).
const language = documentLanguage();
await Promise.all([
  loadCatalogue(language, 'public'),
  document.documentElement.dataset.memberTexts ? loadCatalogue(language, 'member') : undefined,
]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
