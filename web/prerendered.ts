// What the server embeds in a page it rendered (web/entry-server.tsx), for the browser to hydrate
// it with.
import type { PublicSite } from '../common/api';

/**
 * The page's embedded data: which screen it holds, in which language, the setup it showed, and
 * whether it was drawn for someone with a session (web/entry-server.tsx SIGNED_IN_SCREENS).
 */
type PrerenderedData = { path: string; language: 'en'; site: PublicSite; signedIn?: boolean };

const PRERENDERED_DATA_ID = 'prerendered';

/** The data of a prerendered page, or null for any other page (or one whose data will not parse). */
export function readPrerendered(): PrerenderedData | null {
  const element = document.getElementById(PRERENDERED_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PrerenderedData;
  } catch {
    return null;
  }
}
