// The admin area's texts in every language (<language>/admin.json), with the texts of the codes only
// organisers meet (common/admin-error-codes.ts): they load with the admin area
// (features/admin/admin-texts.ts), so phones never download them.
import { adminErrors } from '../../common/admin-error-codes';
import type { Language } from '../../common/texts';
import type { TextBundle } from '../lib/text-bundle';
import { errorTextsIn } from './common-texts';
import en from './en/admin.json';
import hi from './hi/admin.json';

const adminTextsIn = (language: Language, texts: typeof en) => ({
  ...texts,
  errors: errorTextsIn(adminErrors, language),
});

export type AdminTexts = ReturnType<typeof adminTextsIn>;

export const adminBundle = {
  namespace: 'admin',
  texts: { en: adminTextsIn('en', en), hi: adminTextsIn('hi', hi) },
} satisfies TextBundle;
