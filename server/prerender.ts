// The public screens and the signed-in screens' frame as HTML, so a phone paints a real screen
// before the app's code has arrived. The web build's server entry (web/entry-server.tsx, built into
// dist/ssr) renders them from the setup in memory, once per setup version and path, on the first
// request for each: an organiser's change shows in the next page served, on every instance, with no
// rebuild. The page embeds the setup it was rendered with, and the browser hydrates it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicSite } from '../common/api.js';

/** What web/entry-server.tsx exports. */
type ServerEntry = {
  PRERENDERED_SCREENS: Readonly<Record<string, string | null>>;
  SIGNED_OUT_SCREENS: readonly string[];
  SIGNED_IN_SCREENS: readonly string[];
  renderScreen(path: string, site: PublicSite, options?: { signedIn?: boolean }): Promise<string>;
};

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A page, and the hashes of the scripts React wrote into it (for the policy to allow them). */
type PrerenderedPage = { html: string; etag: string; scriptHashes: string[] };

export type Prerenderer = {
  /** The paths it renders. */
  paths: string[];
  /**
   * The page for `pathname` under the setup's `version` (`site` presents it, when a render is due),
   * or null when the path is not prerendered or its render failed. For a visitor with no session, a
   * signed-out screen's page, and for one with a session a signed-in screen drawn for them, start the
   * app only after their pictures (`startAppLater`).
   */
  page(
    pathname: string,
    version: number,
    site: () => PublicSite,
    visitor: { signedIn: boolean },
  ): Promise<PrerenderedPage | null>;
};

/** One path's page, rendered once: as a visitor with a session gets it, and as one without does. */
type RenderedPages = { page: PrerenderedPage; signedOutPage: PrerenderedPage };

const ROOT_START = '<div id="root">';
const SITE_PRELOAD = /\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/site"[^>]*>/;
/** The build's entry script and the files it names for the browser to fetch beside it. */
const APP_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The CSP source of each script React wrote inline: a form with an action brings one, which keeps a
 * submission made before the app has started and hands it to the app once it has.
 */
function inlineScriptHashes(markup: string): string[] {
  return [...markup.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, source]) =>
    scriptHash(source!),
  );
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The files a lazily loaded screen brings (its chunk, the chunks it imports, their styles). */
function screenFiles(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk) throw new Error(`the web build has no ${chunkKey}`);
    if (chunkKey === 'index.html' || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The script that starts the app of a page whole without it: once the page's pictures are in and
 * painted, so that on a slow network they do not share the link with the app's code (its largest
 * picture is what a phone shows first), or at once when the visitor reaches for the page (a tap, a
 * key, a field focused, a form sent: React's own script keeps a form sent before the app runs, and
 * hands it over). A button pressed before the app has started (the language switch) is pressed
 * again once it has: the app says when it is about to take the page over (`app-hydrating`, after
 * which React keeps the presses itself) and when it has (`app-hydrated`), as events on the document
 * (web/main.tsx).
 */
function startAppLater(entry: string, files: string[]): string {
  return [
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    `  for (const file of ${scriptJson(files)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = file;',
    '    document.head.append(link);',
    '  }',
    `  import(${scriptJson(entry)});`,
    '};',
    "for (const type of ['pointerdown', 'keydown', 'focusin', 'submit'])",
    '  addEventListener(type, start, { capture: true, passive: true });',
    // A button outside a form does nothing until the app runs: one pressed before the app is about
    // to take the page over is pressed again once it has (links, fields and forms need nothing).
    'const pressed = [];',
    'const keep = (event) => {',
    "  const button = event.target.closest?.('button');",
    '  if (button && !button.form && !pressed.includes(button)) pressed.push(button);',
    '};',
    "addEventListener('click', keep, true);",
    "document.addEventListener('app-hydrating', () => removeEventListener('click', keep, true));",
    "document.addEventListener('app-hydrated', () => {",
    '  for (const button of pressed.splice(0)) if (button.isConnected) button.click();',
    '});',
    // A picture decoded apart from the page paints a frame after it has loaded: the pictures in are
    // decoded first, and the app asked for once the frame after them has been drawn.
    'const afterPaint = () =>',
    '  Promise.all(',
    '    [...document.images]',
    '      .filter((image) => image.complete)',
    '      .map((image) => image.decode().catch(() => undefined)),',
    '  ).then(() => requestAnimationFrame(() => requestAnimationFrame(start)));',
    "if (document.readyState === 'complete') afterPaint();",
    "else addEventListener('load', afterPaint);",
    // A picture that never arrives (a request lost on the venue's network) holds the app back 3 s
    // at most: the load event would wait for it for as long as the browser does.
    `setTimeout(start, ${LATEST_START_MS});`,
  ].join('\n');
}

/** The longest a page whole without the app waits for its pictures before starting it anyway. */
const LATEST_START_MS = 3000;

/** The CSP source of an inline script. */
function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/**
 * The page for one path: the built index.html with the rendered screen in its root, the screen's
 * own files named in its head, the event's name as its title, and the setup it showed embedded.
 * With `appLater`, the app's files are not in the head: the script given starts the app after the
 * page's picture instead. `signedIn` says the screen was drawn for someone with a session.
 */
function assemblePage(
  template: string,
  files: { scripts: string[]; styles: string[] },
  pathname: string,
  site: PublicSite,
  markup: string,
  { appLater, signedIn = false }: { appLater?: string; signedIn?: boolean } = {},
): string {
  const rootAt = template.indexOf(ROOT_START);
  const bodyEnd = template.lastIndexOf('</body>');
  const head = [
    ...files.styles
      // A stylesheet the app's own page links already is not linked twice.
      .filter((file) => !template.includes(`href="/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(appLater
      ? []
      : files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)),
  ].join('\n    ');
  const top = appLater
    ? template.slice(0, rootAt).replace(APP_SCRIPT, '').replace(MODULE_PRELOAD, '')
    : template.slice(0, rootAt);
  const data = scriptJson({ path: pathname, language: 'en', site, ...(signedIn && { signedIn }) });
  return (
    top
      // The setup is in the page: the early read of it that a bare page starts is not needed.
      .replace(SITE_PRELOAD, '')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(site.event.name)}</title>`)
      .replace('</head>', head ? `  ${head}\n  </head>` : '</head>') +
    `${ROOT_START}${markup}</div>\n    <script type="application/json" id="prerendered">${data}</script>\n  ` +
    (appLater ? `  <script type="module">${appLater}</script>\n  ` : '') +
    template.slice(bodyEnd)
  );
}

/**
 * The prerenderer for the build in `webDir` (its server entry beside it, in ../ssr), or null when
 * there is none: every path is then the bare index.html, and the app renders in the browser.
 */
export async function loadPrerenderer(
  webDir: string,
  log: FastifyBaseLogger,
): Promise<Prerenderer | null> {
  const entryFile = path.resolve(webDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(entryFile)) {
    log.warn({ entryFile }, 'no server entry for the public screens; they render in the browser');
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_START)) throw new Error(`index.html has no ${ROOT_START}`);
  const manifest = JSON.parse(
    fs.readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  // Checked now: a screen module the build does not have is a broken build, found at start-up.
  const files = new Map(
    Object.entries(entry.PRERENDERED_SCREENS).map(([pathname, key]) => [
      pathname,
      key ? screenFiles(manifest, key) : { scripts: [], styles: [] },
    ]),
  );

  // The app's entry and the files it names, as the built page lists them: asked for by the page that
  // starts the app later, once it does.
  const appEntry = APP_SCRIPT.exec(template)?.[1];
  if (!appEntry) throw new Error('index.html has no module script for the app');
  const appFiles = [...template.matchAll(MODULE_PRELOAD)].map(([, file]) => file!);
  const signedOutScreens = new Set(entry.SIGNED_OUT_SCREENS);
  const signedInScreens = new Set(entry.SIGNED_IN_SCREENS);

  const render = async (pathname: string, site: PublicSite): Promise<RenderedPages | null> => {
    const screen = files.get(pathname)!;
    const appLater = startAppLater(appEntry, [
      ...appFiles,
      ...screen.scripts.map((file) => `/${file}`),
    ]);
    /** The page of `markup`; a `whole` one is a screen without the app, which it starts later. */
    const pageOf = (markup: string, whole: boolean, signedIn = false): PrerenderedPage => {
      const options = { appLater: whole ? appLater : undefined, signedIn };
      const html = assemblePage(template, screen, pathname, site, markup, options);
      return {
        html,
        etag: `"page-${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
        scriptHashes: [...inlineScriptHashes(markup), ...(whole ? [scriptHash(appLater)] : [])],
      };
    };
    try {
      const markup = await entry.renderScreen(pathname, site);
      if (signedInScreens.has(pathname)) {
        const drawn = await entry.renderScreen(pathname, site, { signedIn: true });
        return { page: pageOf(drawn, true, true), signedOutPage: pageOf(markup, false) };
      }
      const page = pageOf(markup, false);
      return {
        page,
        signedOutPage: signedOutScreens.has(pathname) ? pageOf(markup, true) : page,
      };
    } catch (error) {
      log.error({ err: error, path: pathname }, 'could not prerender a screen');
      return null;
    }
  };

  const rendered = new Map<string, { version: number; pages: Promise<RenderedPages | null> }>();
  return {
    paths: [...files.keys()],
    async page(pathname, version, site, visitor) {
      const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (!files.has(normalised)) return null;
      let cached = rendered.get(normalised);
      if (cached?.version !== version) {
        cached = { version, pages: render(normalised, site()) };
        rendered.set(normalised, cached);
      }
      const pages = await cached.pages;
      return (visitor.signedIn ? pages?.page : pages?.signedOutPage) ?? null;
    },
  };
}
