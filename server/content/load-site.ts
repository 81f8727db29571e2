// Loads content/site.json at start-up; a bad file stops the server with the path of the bad field.
import fs from 'node:fs';
import path from 'node:path';
import { SiteContent } from '../../common/site.js';
import { ConfigError } from '../config.js';

export function loadSiteContent(contentDir: string): SiteContent {
  const file = path.join(contentDir, 'site.json');
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'file not found'
        : (error as Error).message;
    throw new ConfigError(`${file}: ${reason}`);
  }
  const result = SiteContent.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    throw new ConfigError(`${file}: ${where}: ${issue.message}`);
  }
  return result.data;
}
