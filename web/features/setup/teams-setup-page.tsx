// /admin/teams: the event's teams in their order, with their office, team name, capacity, figures
// and images; a new team, moving one up or down, and removing one nobody has registered in.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicTeam } from '../../../common/api';
import { localized, MAX_TEAMS } from '../../../common/event';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { AdminTable } from '../../components/admin-table';
import { ListItemButtons } from './list-item-buttons';
import { NewTeamForm } from './new-team-form';
import { useOrderTeams, useRemoveTeam, type AdminSetupReply } from './setup-api';
import { SetupImage } from './setup-image';
import { useSetupList } from './use-setup-list';
import { SetupScreen } from './setup-screen';
import { formatCount } from '../../lib/format-count';

type TeamFigures = AdminSetupReply['counts'][string];

/** Why the server would refuse to remove this team now, or nothing when it would not. */
function removeRefusal(figures: TeamFigures, teams: number, t: TFunction): string | undefined {
  const count = figures.registrations;
  if (count > 0)
    return t('setup.teams.cannotRemove.people', { count, formatted: formatCount(count) });
  if (figures.plays > 0)
    return t('setup.teams.cannotRemove.plays', {
      count: figures.plays,
      formatted: formatCount(figures.plays),
    });
  if (teams === 1) return t('setup.teams.cannotRemove.last');
  return undefined;
}

export function TeamsSetupPage() {
  return <SetupScreen section="teams" intro="setup.teams.intro" body={Teams} />;
}

function Teams({ setup }: { setup: AdminSetupReply }) {
  const { t, i18n } = useTranslation();
  const officeOf = (team: PublicTeam) => localized(team.office, i18n.language);
  const toast = useToast();
  const teams = setup.site.teams;
  const remove = useRemoveTeam({
    onSuccess: (_setup, team) =>
      toast.show(t('setup.teams.removed', { office: officeOf(team) }), 'success'),
  });
  const { buttonId, focusWhenReady, move, announcement, removing, confirmRemove } = useSetupList({
    items: teams,
    idOf: (team) => team.key,
    order: useOrderTeams(),
    movedText: (team, position) => t('setup.moved', { name: officeOf(team), position }),
    remove: (team, onRemoved) => remove.mutate(team, { onSuccess: onRemoved }),
    neighbourButton: 'edit',
  });

  return (
    <>
      <NewTeamForm
        keys={teams.map((team) => team.key)}
        full={teams.length >= MAX_TEAMS}
        onAdded={(key) =>
          focusWhenReady(buttonId(key, 'edit'), (shown) => shown.some((team) => team.key === key))
        }
      />
      <AdminTable
        label={t('setup.teams.heading')}
        columns={[
          t('setup.teams.office'),
          t('setup.teams.team'),
          t('setup.teams.registered'),
          t('setup.teams.points'),
          t('setup.teams.logo'),
          t('setup.teams.poster'),
          t('setup.teams.actions'),
        ]}
      >
        {teams.map((team, index) => {
          const figures = setup.counts[team.key] ?? { registrations: 0, points: 0, plays: 0 };
          const office = officeOf(team);
          return (
            <tr key={team.key}>
              <th scope="row" className="setup-name-cell">
                {office}
                {team.office.hi && (
                  <span lang="hi" className="setup-sub">
                    {team.office.hi}
                  </span>
                )}
              </th>
              <td className="setup-name-cell">
                {team.label.en}
                {team.label.hi && (
                  <span lang="hi" className="setup-sub">
                    {team.label.hi}
                  </span>
                )}
              </td>
              <td>
                {formatCount(figures.registrations)} / {formatCount(team.capacity)}
              </td>
              <td>{formatCount(figures.points)}</td>
              <td>
                {team.logo ? (
                  <SetupImage
                    image={team.logo}
                    alt={t('setup.teams.logoOf', { office })}
                    width={48}
                  />
                ) : (
                  t('setup.none')
                )}
              </td>
              <td>
                {team.poster ? (
                  <SetupImage
                    image={team.poster}
                    alt={t('setup.teams.posterOf', { office })}
                    width={48}
                  />
                ) : (
                  t('setup.none')
                )}
              </td>
              <td>
                <div className="setup-actions">
                  <Link
                    id={buttonId(team.key, 'edit')}
                    className="button button-secondary"
                    to={`/admin/teams/${encodeURIComponent(team.key)}`}
                    aria-label={t('setup.teams.editNamed', { office })}
                  >
                    {t('setup.teams.edit')}
                  </Link>
                  <ListItemButtons
                    buttonId={(button) => buttonId(team.key, button)}
                    name={office}
                    position={index + 1}
                    total={teams.length}
                    onMove={(by) => move(index, by)}
                    removeName={t('setup.teams.removeNamed', { office })}
                    onRemove={() => removing.ask(team)}
                    removeRefusal={removeRefusal(figures, teams.length, t)}
                  />
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <ConfirmDialog
        title={t('setup.teams.confirmRemove', {
          office: removing.subject ? officeOf(removing.subject) : '',
        })}
        description={t('setup.teams.removeExplained')}
        confirmLabel={t('setup.remove')}
        confirmation={removing}
        onConfirm={confirmRemove}
      />
    </>
  );
}
