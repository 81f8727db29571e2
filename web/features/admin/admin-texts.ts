// The admin area's English texts join the translations when the admin area loads, so phones' first
// screens never download them (Hindi's chunk carries its own).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enAdmin } from '../../locales/en-admin';

export function useAdminTexts(): void {
  const { i18n } = useTranslation();
  // Once, before the first admin text is read: a lazy initial state runs during the first render.
  useState(() => {
    if (!i18n.hasResourceBundle('en', 'translation') || !i18n.exists('admin.title', { lng: 'en' }))
      i18n.addResourceBundle('en', 'translation', enAdmin, true, false);
    return true;
  });
}
