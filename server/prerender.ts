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
  renderScreen(path: string, site: PublicSite): Promise<string>;
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
   * or null when the path is not prerendered or its render failed.
   */
  page(pathname: string, version: number, site: () => PublicSite): Promise<PrerenderedPage | null>;
};

const ROOT_START = '<div id="root">';
const SITE_PRELOAD = /\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/site"[^>]*>/;

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
  return [...markup.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => `'sha256-${createHash('sha256').update(source!).digest('base64')}'`,
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
 * The page for one path: the built index.html with the rendered screen in its root, the screen's
 * own files named in its head, the event's name as its title, and the setup it showed embedded.
 */
function assemblePage(
  template: string,
  files: { scripts: string[]; styles: string[] },
  pathname: string,
  site: PublicSite,
  markup: string,
): string {
  const rootAt = template.indexOf(ROOT_START);
  const bodyEnd = template.lastIndexOf('</body>');
  const head = [
    ...files.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  const data = scriptJson({ path: pathname, language: 'en', site });
  return (
    template
      .slice(0, rootAt)
      // The setup is in the page: the early read of it that a bare page starts is not needed.
      .replace(SITE_PRELOAD, '')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(site.event.name)}</title>`)
      .replace('</head>', head ? `  ${head}\n  </head>` : '</head>') +
    `${ROOT_START}${markup}</div>\n    <script type="application/json" id="prerendered">${data}</script>\n  ` +
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

  const rendered = new Map<string, { version: number; page: Promise<PrerenderedPage | null> }>();
  const render = async (pathname: string, site: PublicSite): Promise<PrerenderedPage | null> => {
    try {
      const markup = await entry.renderScreen(pathname, site);
      const html = assemblePage(template, files.get(pathname)!, pathname, site, markup);
      const etag = `"page-${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
      return { html, etag, scriptHashes: inlineScriptHashes(markup) };
    } catch (error) {
      log.error({ err: error, path: pathname }, 'could not prerender a screen');
      return null;
    }
  };

  return {
    paths: [...files.keys()],
    page(pathname, version, site) {
      const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (!files.has(normalised)) return Promise.resolve(null);
      let cached = rendered.get(normalised);
      if (cached?.version !== version) {
        cached = { version, page: render(normalised, site()) };
        rendered.set(normalised, cached);
      }
      return cached.page;
    },
  };
}
