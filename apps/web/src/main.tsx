import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { isSettled, resumePrerenderedPage, snapshotState } from './app/prerender';
import i18n from './app/i18n';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build's prerender script asks the finished page for its state and its server-rendered HTML
// (scripts/prerender.mjs); the renderer loads only there.
if (navigator.userAgent.includes('PuttPrerender')) {
  const render = () => import('./app/prerender-render').then(({ renderToHtml }) => renderToHtml(app));
  Object.assign(window, { puttPrerender: { snapshot: snapshotState, settled: isSettled, render } });
}

const container = document.getElementById('root')!;

void resumePrerenderedPage().then(
  (prerendered) => {
    // Rendering as a transition: React works in slices and yields to the browser between them,
    // instead of blocking the main thread for the whole page at once (Lighthouse TBT).
    startTransition(() => {
      if (prerendered) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  },
  () => startTransition(() => createRoot(container).render(app)),
);

// Keyboard users keep their place through busy buttons and dialogs: not needed for the first
// paint, so loaded when the browser is idle (the start-up's main thread is Home's TBT budget).
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
whenIdle(() => void import('./ui/focus/focus-memory').then(({ installFocusMemory }) => installFocusMemory()));
// The contract's field messages are not needed for the first paint either (app/i18n.ts)
whenIdle(() => void i18n.loadNamespaces('validation'));
