// The seven regional offices (RSOs): the fixed keys every team, profile and counter is stored under.

/** In the spec's order; dashboards break ties in this order. */
export const RSO_KEYS = [
  'lucknow',
  'varanasi',
  'gorakhpur',
  'jabalpur',
  'bhopal',
  'kanpur',
  'central',
] as const;

export type Rso = (typeof RSO_KEYS)[number];

export function isRso(value: unknown): value is Rso {
  return (RSO_KEYS as readonly unknown[]).includes(value);
}
