// The end of a quiz: the score and time with a celebration as large as the result; for a saved play,
// where it leaves the player and their team (as the server counted it) and what comes next. Or what
// a previous saved play left behind.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlayStanding, QuizResult } from '../../../common/api';
import { useEventTimeFormat } from '../../lib/event-time';
import { useTextBundle } from '../../lib/text-bundle';
import { quizTitle } from '../../lib/quiz-title';
import { useTeams } from '../../lib/teams';
import { resultBundle } from '../../locales/result-bundle';
import './quiz-result.css';

type Props = {
  score: number;
  total: number;
  timeTakenSec: number | null;
  /** A saved play's standing, from the server; a practice round has none. */
  standing?: PlayStanding | undefined;
};

export type Celebration = 'none' | 'some' | 'most' | 'all';

/** As loud as the result: nothing for no points, a little for some, confetti for a full score. */
export function celebrationOf(score: number, total: number): Celebration {
  if (score <= 0 || total <= 0) return 'none';
  if (score >= total) return 'all';
  return score * 2 >= total ? 'most' : 'some';
}

/** The confetti's pieces, each placed and coloured by its place in the stylesheet. */
const PIECES = { none: 0, some: 0, most: 12, all: 28 } as const;

export function Finished({ score, total, timeTakenSec, standing }: Props) {
  useTextBundle(resultBundle);
  const { t } = useTranslation();
  const celebration = celebrationOf(score, total);
  return (
    <div className={`card quiz-result is-${celebration}`}>
      {PIECES[celebration] > 0 && (
        <div className="quiz-confetti" aria-hidden="true">
          {Array.from({ length: PIECES[celebration] }, (_, index) => (
            <span key={index} />
          ))}
        </div>
      )}
      <div className="quiz-result-summary" role="status">
        <h2>{t('quiz.finishedTitle')}</h2>
        {celebration !== 'none' && (
          <p className="quiz-cheer">{t(`playResult.cheer.${celebration}`)}</p>
        )}
        <p className="quiz-score">{t('quiz.score', { score, total })}</p>
        {timeTakenSec !== null && <p>{t('quiz.timeTaken', { count: timeTakenSec })}</p>}
        {standing && <Standing standing={standing} />}
      </div>
      {standing && <NextSteps next={standing.nextQuiz} />}
    </div>
  );
}

/** What the play added to the team, the team's place now, and the player's own place. */
function Standing({ standing }: { standing: PlayStanding }) {
  const { t } = useTranslation();
  const names = useTeams();
  const { gained, teamPlace, teams, place, players } = standing;
  return (
    <dl className="quiz-standing">
      <div className="quiz-standing-gain">
        <dt>{t('playResult.teamGain')}</dt>
        <dd>{t('playResult.gain', { team: names.label(standing.team), points: gained })}</dd>
      </div>
      {teamPlace !== null && (
        <div>
          <dt>{t('playResult.teamPlace')}</dt>
          <dd>{t('playResult.teamPlaceOf', { place: teamPlace, count: teams })}</dd>
        </div>
      )}
      {place !== null && (
        <div>
          <dt>{t('playResult.yourPlace')}</dt>
          <dd>{t('playResult.yourPlaceOf', { place, count: players })}</dd>
        </div>
      )}
    </dl>
  );
}

/** The next contest's opening, if one is scheduled, then the score board and Home. */
function NextSteps({ next }: { next: PlayStanding['nextQuiz'] }) {
  const { t, i18n } = useTranslation();
  const format = useEventTimeFormat(
    { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
    i18n.language.startsWith('hi') ? 'hi-IN' : 'en-IN',
  );
  return (
    <nav className="quiz-next" aria-label={t('playResult.next')}>
      {next && (
        <p className="quiz-next-quiz">
          {t('quiz.opensAt', {
            title: quizTitle(next.title, i18n.language),
            time: format(next.opensAt),
          })}
        </p>
      )}
      <Link to="/quiz-leaderboard" className="button button-primary button-large">
        {t('dashboard.leaderboardTitle')}
      </Link>
      <Link to="/home" className="button button-secondary button-large">
        {t('home.title')}
      </Link>
    </nav>
  );
}

export function PastAttempt({ attempt }: { attempt: QuizResult }) {
  const { t } = useTranslation();
  if (attempt.status !== 'completed') {
    return (
      <div className="card quiz-result" role="alert">
        <p className="quiz-disqualified">{t('quiz.disqualified')}</p>
      </div>
    );
  }
  return (
    <>
      <p className="quiz-played">{t('quiz.alreadyPlayed')}</p>
      <Finished
        score={attempt.score}
        total={attempt.total}
        timeTakenSec={attempt.timeTakenSec}
        standing={attempt.standing}
      />
    </>
  );
}
