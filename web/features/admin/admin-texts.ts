// The admin area's English texts join the translations when the admin area loads, so phones' first
// screens never download them (Hindi's chunk carries its own).
import { useTextBundle } from '../../lib/text-bundle';
import { enAdmin } from '../../locales/en-admin';

export function useAdminTexts(): void {
  useTextBundle(enAdmin, 'admin.title');
}
