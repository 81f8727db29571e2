// Finds a brand image by name whatever its type, so an organiser's event-logo.png replaces event-logo.svg.
import fs from 'node:fs/promises';
import path from 'node:path';

/** Raster artwork first: an organiser's real file wins over the shipped SVG placeholder. */
const EXTENSIONS = ['png', 'webp', 'jpg', 'jpeg', 'avif', 'svg'];
const NAME = /^[a-z0-9-]+(\/[a-z0-9-]+)?$/;

export async function findBrandFile(brandDir: string, name: string): Promise<string | null> {
  if (!NAME.test(name)) return null;
  for (const extension of EXTENSIONS) {
    const relative = `${name}.${extension}`;
    try {
      const stat = await fs.stat(path.join(brandDir, relative));
      if (stat.isFile()) return relative;
    } catch {
      // not this type; try the next
    }
  }
  return null;
}
