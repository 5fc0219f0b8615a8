import type { ReactNode } from 'react';
// the browser build by name: the app's resolve conditions (vite.config.ts) would pick Node's
import { renderToString } from 'react-dom/server.browser';

/**
 * The page as React's server renderer writes it (with the markers hydration needs), rendered in the
 * prerender script's browser from the app's loaded state: every lazy part has arrived by then, so
 * the render is complete. Only that script loads this module.
 */
export function renderToHtml(app: ReactNode): string {
  return renderToString(app);
}
