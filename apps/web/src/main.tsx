// Global CSS, imported once here. Bootstrap's default breakpoints (576, 768, 992, 1200, 1400) are the
// specification's, so its stock build is used as is. The toast stylesheet comes with app/toast-host.tsx.
import 'bootstrap/dist/css/bootstrap.min.css';
// After Bootstrap: it corrects one of its utilities.
import '@/app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { languageForPage, startLanguage } from '@/lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Missing #root element in index.html');
}

// The diner's pages open in the language the server chose (rules.md §16); each loads its texts with its code.
startLanguage(languageForPage(window.location, document.documentElement.lang));

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the
// browser in between, instead of one long task that holds a slow phone's main thread (Lighthouse's TBT).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
