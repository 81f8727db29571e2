// What counts as "having a profile" for the route guards.
import type { Profile } from './api.js';

/** True when any of profileComplete, employeeId, name, selfieUrl or createdAt is set. */
export function hasProfile(profile: Partial<Profile> | null | undefined): boolean {
  if (!profile) return false;
  return Boolean(
    profile.profileComplete ||
    profile.employeeId ||
    profile.name ||
    profile.selfieUrl ||
    profile.createdAt,
  );
}
