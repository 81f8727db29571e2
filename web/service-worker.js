// Keeps the app shell and the brand images on the phone, so a spotty venue connection still opens
// the app. API responses and the live stream are never cached. The build writes this file to
// dist/web/sw.js with its own cache name and the hashed files the first screen needs (vite.config.ts),
// so each deployment precaches its files and removes the previous deployment's cache.
const CACHE = self.__BUILD_CACHE__;
const SHELL = ['/', '/manifest.webmanifest', '/favicon.svg', '/icon-192.png', ...self.__PRECACHE__];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      // Only this deployment's cache stays: the hashed files of earlier ones are gone from the server.
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cached = await (await caches.open(CACHE)).match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  const fresh = fetch(request)
    .then((response) => {
      if (response.ok) cache.put(request, response.clone());
      return response;
    })
    .catch(() => cached);
  return cached ?? fresh;
}

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(CACHE)).put('/', response.clone());
    return response;
  } catch {
    // Every screen is the same index.html; the router picks the screen.
    return (await caches.match('/')) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/content/videos/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (url.pathname.startsWith('/brand/') || url.pathname.startsWith('/content/brand/')) {
    event.respondWith(staleWhileRevalidate(request));
  }
});
