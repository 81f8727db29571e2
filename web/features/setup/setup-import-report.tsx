// What a setup file replaces (or, checked first, would): the event's name, the teams and quizzes it
// adds, removes, changes or archives by name, and how many images, videos and questions it holds.
import { useTranslation } from 'react-i18next';
import type { SetupImportReport } from './setup-api';
import { formatCount } from '../../lib/format-count';

type Change = { what: string; names: string[] };

type ChangeKind = 'added' | 'removed' | 'changed' | 'replaced' | 'archived';

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
  /** Each kind of change, in words, with the names it touches. */
  const changesOf = <Kind extends ChangeKind>(named: Record<Kind, string[]>, kinds: Kind[]) =>
    kinds.map((kind) => ({ what: t(`setup.file.${kind}`), names: named[kind] }));
  return (
    <>
      <p>
        {event.from === event.to
          ? t('setup.file.eventNameSame', { name: event.to })
          : t('setup.file.eventName', { from: event.from, to: event.to })}
      </p>
      <Changes
        heading={t('setup.file.teams')}
        changes={changesOf(teams, ['added', 'removed', 'changed'])}
      />
      <Changes
        heading={t('setup.file.quizzes')}
        changes={changesOf(quizzes, ['added', 'replaced', 'archived', 'removed'])}
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
