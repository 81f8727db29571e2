// The chosen contest's best plays: rank, the name as the organisers chose to show it, score, and
// the time that breaks a tie. Rows glide when a new play climbs in. The screen shows it only once
// someone has played, and only as many rows as its column holds at a size the hall reads.
import { useTranslation } from 'react-i18next';
import type { ScreenState } from '../../../common/venue-api';
import { quizTitle } from '../../lib/quiz-title';
import { useReorderAnimation } from './use-reorder-animation';

type Leaders = NonNullable<ScreenState['leaders']>;

export function TopPlayers({ leaders, limit }: { leaders: Leaders; limit: number }) {
  const { t, i18n } = useTranslation();
  const rows = leaders.rows.slice(0, limit);
  // A player's place is known by rank and name together; names may repeat.
  const keys = rows.map((row) => `${row.name}|${row.score}|${row.timeTakenMs}`);
  const rowRef = useReorderAnimation(keys.join());
  const title = quizTitle(leaders.quiz.title, i18n.language);

  return (
    <section className="screen-panel screen-leaders" aria-labelledby="screen-leaders">
      <h2 id="screen-leaders">
        {t('screen.topPlayers')}
        <span className="screen-leaders-quiz">{title}</span>
      </h2>
      <ol className="screen-leader-list">
        {rows.map((row, index) => (
          <li key={keys[index]} ref={rowRef(keys[index]!)} className="screen-leader">
            <span className="screen-rank" aria-hidden="true">
              {row.rank}
            </span>
            <span className="visually-hidden">{t('screen.rank', { rank: row.rank })}</span>
            <span className="screen-leader-name">{row.name}</span>
            <span className="screen-leader-score">{t('screen.points', { count: row.score })}</span>
            <span className="screen-leader-time">
              {row.timeTakenMs === null
                ? '—'
                : t('screen.seconds', { value: (row.timeTakenMs / 1000).toFixed(1) })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
