import { describe, expect, it } from 'vitest';
import { hasProfile } from './profile.js';

describe('hasProfile', () => {
  it('is false for no profile or an empty one', () => {
    expect(hasProfile(null)).toBe(false);
    expect(hasProfile(undefined)).toBe(false);
    expect(hasProfile({})).toBe(false);
    expect(hasProfile({ profileComplete: false, employeeId: '', name: '' })).toBe(false);
  });

  it.each([
    { profileComplete: true },
    { employeeId: 'e100' },
    { name: 'Asha' },
    { selfieUrl: '/api/selfies/u1' },
    { createdAt: 1 },
  ])('is true when one of the five fields is set: %o', (profile) => {
    expect(hasProfile(profile)).toBe(true);
  });
});
