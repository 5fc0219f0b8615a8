/** The cache the survey's service worker answers from (public/survey-sw.js says the same name). */
export const SURVEY_CACHE = 'putt-survey-v1';
export const SURVEY_WORKER = '/survey-sw.js';

/**
 * Keeps this test page for a reload while offline (decision 019): registers the survey's service
 * worker (scope /Survey/) and stores the page's address with every file of the build it loaded
 * (scripts, styles, fonts, language files: all under /assets/, hashed), dropping what an earlier
 * build or test left. Called once the runner shows, when its own code has loaded. Where service
 * workers or caches are missing (an old browser, a private mode), the test works online as before.
 */
export async function keepPageForOffline(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  try {
    await navigator.serviceWorker.register(SURVEY_WORKER, { scope: '/Survey/' });
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    const wanted = new Set([location.pathname, ...files]);
    const cache = await caches.open(SURVEY_CACHE);
    await cache.addAll([...wanted]);
    for (const request of await cache.keys()) {
      if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
    }
  } catch {
    // a full disk or a refused registration: the test goes on online
  }
}
