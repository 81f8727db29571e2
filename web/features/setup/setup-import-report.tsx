// What a setup file replaces (or, checked first, would): the event's name, the teams and quizzes it
// adds, removes, changes or archives by name, and how many images, videos and questions it holds.
import { useTranslation } from 'react-i18next';
import type { SetupImportReport } from './setup-api';
import { formatCount } from '../../lib/format-count';

type Change = { what: string; names: string[] };

function Changes({ heading, changes }: { heading: string; changes: Change[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h5>{heading}</h5>
      <ul className="setup-changes">
        {changes.map(({ what, names }) => (
          <li key={what}>
            {t('setup.file.change', {
              what,
              names: names.length > 0 ? names.join(', ') : t('setup.none'),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

export function SetupImportSummary({ report }: { report: SetupImportReport }) {
  const { t } = useTranslation();
  const { event, teams, quizzes } = report;
  return (
    <>
      <p>
        {event.from === event.to
          ? t('setup.file.eventNameSame', { name: event.to })
          : t('setup.file.eventName', { from: event.from, to: event.to })}
      </p>
      <Changes
        heading={t('setup.file.teams')}
        changes={[
          { what: t('setup.file.added'), names: teams.added },
          { what: t('setup.file.removed'), names: teams.removed },
          { what: t('setup.file.changed'), names: teams.changed },
        ]}
      />
      <Changes
        heading={t('setup.file.quizzes')}
        changes={[
          { what: t('setup.file.added'), names: quizzes.added },
          { what: t('setup.file.replaced'), names: quizzes.replaced },
          { what: t('setup.file.archived'), names: quizzes.archived },
          { what: t('setup.file.removed'), names: quizzes.removed },
        ]}
      />
      <p>
        {t('setup.file.contents', {
          images: formatCount(report.images),
          videos: formatCount(report.videos),
          questions: formatCount(report.questions),
        })}
      </p>
    </>
  );
}
