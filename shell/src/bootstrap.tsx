import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@souq/i18n';
import './config/i18n';
import { App } from './app/app';
import { ensureRemotesRegistered } from './lib/federation';

initI18n();
// Start discovering remotes right away; areas that need one wait for it, nothing else does.
void ensureRemotesRegistered().catch((err: unknown) => console.warn('[souq] remotes.json unavailable', err));

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
