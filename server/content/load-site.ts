// Loads content/site.json at start-up; a bad file stops the server with the path of the bad field.
import path from 'node:path';
import { SiteContent } from '../../common/site.js';
import { readContentFile } from './read-content.js';

export function loadSiteContent(contentDir: string): SiteContent {
  return readContentFile(path.join(contentDir, 'site.json'), SiteContent);
}
