// English texts that load with the part of the app that shows them (the admin area, the venue
// screen), so phones' first screens never download them; Hindi's chunk carries its own.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Adds the bundle before the first of its texts is read; `probe` is one of its keys. */
export function useTextBundle(bundle: object, probe: string): void {
  const { i18n } = useTranslation();
  // Once, before the first text is read: a lazy initial state runs during the first render.
  useState(() => {
    if (!i18n.hasResourceBundle('en', 'translation') || !i18n.exists(probe, { lng: 'en' }))
      i18n.addResourceBundle('en', 'translation', bundle, true, false);
    return true;
  });
}
