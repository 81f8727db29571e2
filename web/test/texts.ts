// The texts as tests that make their own translations read them, each language in one object:
// English's first-screen texts with the wording of failures, the admin area's apart (as it adds
// them when it loads), and every Hindi text.
import { adminBundle } from '../locales/admin-bundle';
import enPlayer from '../locales/en/player.json';
import { failureBundle } from '../locales/failure-bundle';
import hiPlayer from '../locales/hi/player.json';
import { screenBundle } from '../locales/screen-bundle';

export const en = { ...enPlayer, ...failureBundle.texts.en };

export const enAdmin = adminBundle.texts.en;

export const hi = {
  ...hiPlayer,
  ...screenBundle.texts.hi,
  ...adminBundle.texts.hi,
  ...failureBundle.texts.hi,
  errors: { ...failureBundle.texts.hi.errors, ...adminBundle.texts.hi.errors },
};
