// Request shapes of the site's routes that only the server reads.
import { z } from 'zod';

/** GET /brand/<name>: a brand image's name, without its type (brand-files.ts checks its form). */
export const BrandFileParams = z.object({ '*': z.string().max(200) });
