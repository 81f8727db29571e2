// Says in words what a correction does to the team totals: "Kanpur −1 registration, −4 points".
import type { TFunction } from 'i18next';
import type { TeamEffect } from '../../common/admin-api';

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0');

/** Each team a correction moves, with the registrations and points it gains or loses. */
export function describeTeamTotalChanges(
  effects: TeamEffect[],
  t: TFunction,
  office: (key: string) => string,
): string {
  if (effects.length === 0) return t('admin.effects.none');
  return effects
    .map((effect) => {
      const parts = [];
      if (effect.registrations !== 0)
        parts.push(
          t('admin.effects.registrations', {
            count: Math.abs(effect.registrations),
            delta: signed(effect.registrations),
          }),
        );
      if (effect.points !== 0)
        parts.push(
          t('admin.effects.points', {
            count: Math.abs(effect.points),
            delta: signed(effect.points),
          }),
        );
      return `${office(effect.team)} ${parts.join(', ')}`;
    })
    .join('; ');
}
