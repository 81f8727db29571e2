// Home (/home): the product logo, the user's regional logo, the event's name, the contest open now
// (or the next one's countdown), a card for each poll, word cloud, Q&A, reactions or photo wall
// running now, and the six ways into the event.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EventName } from '../../components/event-name';
import { RegionLogo } from '../../components/region-logo';
import { Link } from 'react-router';
import { icons } from '../../components/icons';
import { EngageLive } from '../../lib/engage-live';
import { useLiveActivities } from '../../lib/live-activities';
import { useSite } from '../../lib/site-api';
import { SiteImage } from '../../components/site-image';
import { useMe } from '../auth/use-auth';
import './home.css';

// What is live loads after Home has painted: it reads the quizzes, which Home's first screen does not.
const QuizNow = lazy(() => import('./quiz-now').then((m) => ({ default: m.QuizNow })));

const DESTINATIONS = [
  { to: '/team-dashboard', key: 'dashboard' },
  { to: '/quizcontest', key: 'quiz' },
  { to: '/gallery', key: 'gallery' },
  { to: '/fun', key: 'fun' },
  { to: '/event', key: 'events' },
  { to: '/teams', key: 'teams' },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const team = me?.profile?.team;
  const site = useSite();
  // Engage's cards come with its code, once an activity runs (lib/engage-live.ts).
  const activities = useLiveActivities(true);
  return (
    <div className="page home">
      <div className="home-logos">
        <SiteImage
          image={site?.brand.productLogo}
          sizes="320px"
          alt={t('brand.productLogo')}
          width={480}
          height={160}
          className="home-product-logo"
        />
        {team ? (
          <RegionLogo team={team} />
        ) : (
          // Drawn before the server has said who this is: the team's logo keeps its place.
          me === undefined && (
            <span className="region-logo region-logo-pending" aria-hidden="true" />
          )
        )}
      </div>
      <EventName />
      {/* The player's own: once the server has said who they are (the server draws Home without). */}
      {me && (
        <Suspense fallback={null}>
          <QuizNow />
        </Suspense>
      )}
      {activities.length > 0 && (
        <Suspense fallback={null}>
          <EngageLive cards />
        </Suspense>
      )}
      <nav className="home-grid" aria-label={t('home.title')}>
        {DESTINATIONS.map((destination) => (
          <Link key={destination.to} to={destination.to} className="home-tile">
            <span className="home-tile-icon">{icons[destination.key]}</span>
            <span>{t(`home.${destination.key}`)}</span>
          </Link>
        ))}
      </nav>
      {me?.isAdmin && (
        <Link to="/admin" className="button button-secondary">
          {t('home.adminLink')}
        </Link>
      )}
    </div>
  );
}
