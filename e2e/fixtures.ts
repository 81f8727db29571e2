// The journeys' `test`: Playwright's own, with `signIn` for journeys that only need someone signed
// in. Only the journeys about the sign-in screens go through the code flow (signInThroughUi).
import { test as base, type Page } from '@playwright/test';
import type { JourneyServer } from './sessions.js';
import { signInWithSession, uniquePhoneDigits } from './support.js';

export { expect } from '@playwright/test';

export type SignInOptions = {
  /** The test's page unless told; the cookie goes to its whole browser context. */
  page?: Page;
  /** A number no other journey uses unless told (an admin's, from ADMIN_PHONES). */
  digits?: string;
  /** The main journey server unless told. */
  server?: JourneyServer;
};

export const test = base.extend<{
  /**
   * Signs a browser in with a fresh session and opens the profile screen, where a new user
   * starts; returns the 10-digit number it is signed in as.
   */
  signIn: (options?: SignInOptions) => Promise<string>;
}>({
  signIn: async ({ page }, use, testInfo) => {
    await use(async (options = {}) => {
      const digits = options.digits ?? uniquePhoneDigits(testInfo);
      await signInWithSession(options.page ?? page, digits, options.server);
      return digits;
    });
  },
});
