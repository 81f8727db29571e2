// Engage on a player's phone: /engage lists what runs now, /engage/<id> is one activity (a poll, a
// word cloud, questions to the stage, reactions or a photo wall), live as the hall sends.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localized } from '../../../common/event';
import type { EngageView, LiveActivity, MySends } from '../../../common/engage';
import { QueryBoundary } from '../../components/query-boundary';
import { useTextBundle } from '../../lib/text-bundle';
import { engageBundle } from '../../locales/engage-bundle';
import { CloudActivity } from './cloud-activity';
import { EngageNow } from './engage-now';
import { activityOf, mineOf } from './engage-view';
import { PhotoActivity } from './photo-activity';
import { PollActivity } from './poll-activity';
import { QnaActivity } from './qna-activity';
import { ReactionsActivity } from './reactions-activity';
import { useEngage } from './use-engage';
import './engage.css';

export function EngagePage() {
  useTextBundle(engageBundle);
  const { id } = useParams();
  return id ? <ActivityScreen id={id} /> : <ListScreen />;
}

function ListScreen() {
  const { t } = useTranslation();
  const query = useEngage();
  return (
    <div className="page engage">
      <h1>{t('engagePlay.title')}</h1>
      <QueryBoundary query={query}>
        {(view) =>
          view.state.activities.length > 0 ? (
            <EngageNow activities={view.state.activities} />
          ) : (
            <NothingLive />
          )
        }
      </QueryBoundary>
    </div>
  );
}

function ActivityScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const query = useEngage();
  const activity = query.data && activityOf(query.data, id);
  return (
    <div className="page engage">
      {activity && <p className="engage-kind">{t(`engagePlay.kinds.${activity.kind}`)}</p>}
      <h1>{activity ? localized(activity.title, i18n.language) : t('engagePlay.title')}</h1>
      <QueryBoundary query={query}>{(view) => <ActivityNow view={view} id={id} />}</QueryBoundary>
    </div>
  );
}

function ActivityNow({ view, id }: { view: EngageView; id: string }) {
  const { t } = useTranslation();
  const activity = activityOf(view, id);
  if (!activity)
    return (
      <div className="empty-state engage-ended">
        <p>{t('engagePlay.ended')}</p>
        {view.state.activities.length > 0 ? (
          <Link to="/engage">{t('engagePlay.allLive')}</Link>
        ) : (
          <Link to="/home">{t('engagePlay.goHome')}</Link>
        )}
      </div>
    );
  const mine = mineOf(view, id);
  return (
    <>
      <Activity activity={activity} mine={mine} />
      {mine.points > 0 && (
        <p className="engage-points">{t('engagePlay.points', { count: mine.points })}</p>
      )}
      {view.state.activities.length > 1 && (
        <Link to="/engage" className="engage-more">
          {t('engagePlay.allLive')}
        </Link>
      )}
    </>
  );
}

function Activity({ activity, mine }: { activity: LiveActivity; mine: MySends }) {
  switch (activity.kind) {
    case 'poll':
      return <PollActivity activity={activity} mine={mine} />;
    case 'cloud':
      return <CloudActivity activity={activity} mine={mine} />;
    case 'qna':
      return <QnaActivity activity={activity} mine={mine} />;
    case 'reactions':
      return <ReactionsActivity activity={activity} />;
    case 'photos':
      return <PhotoActivity activity={activity} mine={mine} />;
  }
}

function NothingLive() {
  const { t } = useTranslation();
  return (
    <div className="empty-state engage-ended">
      <p>{t('engagePlay.none')}</p>
      <Link to="/home">{t('engagePlay.goHome')}</Link>
    </div>
  );
}
