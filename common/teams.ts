// The keys of the spec's seven regional offices (RSOs): the teams of the default setup
// (content/site.json), which tests and benchmarks register people into. Organisers set the teams of
// their own event (server/features/setup); the product itself reads them from there, never from here.

/** In the spec's order. */
export const SPEC_TEAM_KEYS = [
  'lucknow',
  'varanasi',
  'gorakhpur',
  'jabalpur',
  'bhopal',
  'kanpur',
  'central',
] as const;

export type SpecTeamKey = (typeof SPEC_TEAM_KEYS)[number];
