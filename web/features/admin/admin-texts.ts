// The admin area's texts, in every language, join the translations when the admin area loads, so
// phones' first screens never download them.
import { useTextBundle } from '../../lib/text-bundle';
import { adminBundle } from '../../locales/admin-bundle';

export function useAdminTexts(): void {
  useTextBundle(adminBundle);
}
