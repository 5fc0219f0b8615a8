// The survey's service worker (decision 019), scope /Survey/: a test page reloaded while the
// connection is down opens from the copy the page kept (features/survey/offline/keep-page.ts),
// and its answers from IndexedDB. Online, every page comes from the server as before; files of the
// build (/assets/, hashed and immutable) come from the copy when it has them.
const CACHE = 'putt-survey-v1';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith('/Survey/')) {
    event.respondWith(
      fetch(request).catch(async () => {
        const kept = await caches.match(url.pathname, { cacheName: CACHE, ignoreVary: true });
        return kept ?? Response.error();
      }),
    );
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((kept) => kept ?? fetch(request)));
  }
});
