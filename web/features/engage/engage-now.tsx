// Home's card for each live activity (and the list of them at /engage): its kind, its title and
// what to do there, straight into it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '../../../common/event';
import type { LiveActivity } from '../../../common/engage';
import { useTextBundle } from '../../lib/text-bundle';
import { engageBundle } from '../../locales/engage-bundle';
import './engage-now.css';

/** Home's card for each live activity, straight into it. */
export function EngageNow({ activities }: { activities: LiveActivity[] }) {
  useTextBundle(engageBundle);
  const { t, i18n } = useTranslation();
  return (
    <ul className="engage-now" aria-label={t('engagePlay.title')}>
      {activities.map((activity) => (
        <li key={activity.id}>
          <Link to={`/engage/${activity.id}`} className="engage-now-card">
            <span className="engage-now-kind">{t(`engagePlay.kinds.${activity.kind}`)}</span>
            <span className="engage-now-title">{localized(activity.title, i18n.language)}</span>
            <span className="engage-now-action">{t(`engagePlay.actions.${activity.kind}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
