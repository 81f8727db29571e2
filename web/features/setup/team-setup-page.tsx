// /admin/teams/:key: one team's office, team name and capacity, its figures, and its logo and poster.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PublicTeam } from '../../../common/api';
import { localized } from '../../../common/event';
import { FormButtons } from '../../components/form-buttons';
import { QueryBoundary } from '../../components/query-boundary';
import { useToast } from '../../components/toast/toast-provider';
import { ImageUpload } from './image-upload';
import { TEAM_WANTS } from './image-wants';
import { setupQueries, useSaveTeam, type AdminSetupReply } from './setup-api';
import { SetupImage } from './setup-image';
import { TeamFieldset, teamFieldsOf, useTeamForm } from './team-fields';
import './setup.css';
import { formatCount } from '../../lib/format-count';

export function TeamSetupPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const setup = useQuery(setupQueries.setup());
  return (
    <div className="admin-section setup">
      <p>
        <Link to="/admin/teams">{t('setup.teams.backToList')}</Link>
      </p>
      <QueryBoundary query={setup}>
        {(loaded) => {
          const team = loaded.site.teams.find((candidate) => candidate.key === key);
          return team ? (
            <Team key={team.key} team={team} setup={loaded} />
          ) : (
            <p role="alert">{t('setup.teams.notFound')}</p>
          );
        }}
      </QueryBoundary>
    </div>
  );
}

function Team({ team, setup }: { team: PublicTeam; setup: AdminSetupReply }) {
  const { t, i18n } = useTranslation();
  const figures = setup.counts[team.key] ?? { registrations: 0, points: 0, plays: 0 };
  const office = localized(team.office, i18n.language);
  return (
    <>
      <header className="setup-header">
        <h2>{team.office.en}</h2>
        {team.office.hi && (
          <p lang="hi" className="setup-sub">
            {team.office.hi}
          </p>
        )}
        <p>
          {t('setup.teams.figures', {
            registered: formatCount(figures.registrations),
            capacity: formatCount(team.capacity),
            points: formatCount(figures.points),
            count: figures.points,
          })}
        </p>
      </header>
      <TeamForm team={team} />
      {TEAM_IMAGES.map((image) => (
        <TeamImage key={image} team={team} image={image} office={office} />
      ))}
    </>
  );
}

function TeamForm({ team }: { team: PublicTeam }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useTeamForm(() => teamFieldsOf(team));
  const save = useSaveTeam(team.key, {
    onSuccess: (setup) => {
      const updated = setup.site.teams.find((candidate) => candidate.key === team.key);
      if (updated) form.reset(teamFieldsOf(updated));
      toast.show(t('setup.teams.saved'), 'success');
    },
    onError: form.refuse,
  });

  return (
    <form className="form admin-card" onSubmit={form.handleSubmit(save.mutate)} noValidate>
      <h3>{t('setup.teams.settingsHeading')}</h3>
      <TeamFieldset {...form.fieldset} />
      <FormButtons submitLabel={t('setup.teams.save')} busy={save.isPending} />
    </form>
  );
}

const TEAM_IMAGES = ['logo', 'poster'] as const;

type ImageProps = {
  team: PublicTeam;
  image: (typeof TEAM_IMAGES)[number];
  /** The office's name in the chosen language, which the image's texts name. */
  office: string;
};

function TeamImage({ team, image, office }: ImageProps) {
  const { t } = useTranslation();
  const id = useId();
  const current = team[image];
  const alt = t(`setup.teams.${image}Of`, { office });
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h3 id={id}>{t(`setup.teams.${image}`)}</h3>
      {current ? (
        <SetupImage image={current} alt={alt} width={image === 'logo' ? 120 : 240} />
      ) : (
        <p className="setup-note">{t('setup.brand.placeholder')}</p>
      )}
      <ImageUpload
        name={alt}
        label={t(current ? 'setup.image.replace' : 'setup.image.upload', { name: alt })}
        wants={TEAM_WANTS[image]}
        savedText={t(`setup.teams.${image}Saved`, { office })}
        target={{ kind: 'team', key: team.key, image }}
      />
    </section>
  );
}
