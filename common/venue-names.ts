// How a venue screen names the top players, without zod, for the screens that offer the choice.

/** full: "Asha Verma"; first_team: "Asha · Krrish"; team: "Krrish" alone. */
export const SCREEN_NAME_STYLES = ['full', 'first_team', 'team'] as const;
export type ScreenNameStyle = (typeof SCREEN_NAME_STYLES)[number];

/** A player's name as a screen of this style shows it. */
export function screenName(style: ScreenNameStyle, name: string, team: string): string {
  if (style === 'team') return team;
  if (style === 'full') return name;
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first ? `${first} · ${team}` : team;
}
