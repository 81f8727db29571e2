// Keeps the app shell, the event's setup and its images on the phone, so a spotty venue connection
// still opens the app. Other API responses and the live stream are never cached; the setup is read
// from the network whenever there is one (never an organiser's replaced text or image), and images
// live at addresses that never change meaning, so a cached one is never stale. The build writes this file to
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

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch {
    return (await caches.match(request)) ?? Response.error();
  }
}

async function networkFirstPage(request) {
  // Each screen's page is the server's rendering of it, the same for everyone: kept by its path.
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(CACHE)).put(path, response.clone());
    return response;
  } catch {
    // Any page starts the app, whose router picks the screen: the landing page stands in.
    return (await caches.match(path)) ?? (await caches.match('/')) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname === '/api/site') return event.respondWith(networkFirst(request));
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  // Videos are fetched in ranges, which a cache would not answer; images are kept.
  else if (url.pathname.startsWith('/media/') && !/\.(mp4|webm)$/.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
