// The questions to the stage on a venue screen: the approved ones as the hall ranks them (pinned
// first, then by votes), each with its votes, who asked and their team (or Anonymous alone); an answered
// one stays, marked and set back. As many as fit, the text as large as they let it be.
import { useTranslation } from 'react-i18next';
import type { HallQuestion, LiveActivity } from '../../../common/engage';
import { hideWhatOverflows, tallerThanItsBox } from './fit-list';
import { useFitText } from './use-fit-text';
import { useReorderAnimation } from './use-reorder-animation';

/** The most questions a screen lists: more would be too small to read from the back of the hall. */
const QUESTIONS_ON_SCREEN = 6;

const QUESTION_SIZE = { largest: 4.2, smallest: 2.8 };

type Props = { activity: LiveActivity; labelOf: (team: string) => string };

export function QnaScreen({ activity, labelOf }: Props) {
  const { t } = useTranslation();
  const questions = (activity.qna?.questions ?? []).slice(0, QUESTIONS_ON_SCREEN);
  const order = questions.map((question) => question.id).join();
  // Measured again whenever a question's text, votes or marks change what a row holds.
  const content = questions
    .map((each) => `${each.id}:${each.text}:${each.status}:${each.pinned}:${each.votes}`)
    .join('|');
  const boxRef = useFitText<HTMLDivElement>(
    content,
    QUESTION_SIZE,
    tallerThanItsBox,
    hideWhatOverflows,
  );
  const rowRef = useReorderAnimation(order);

  return (
    <div ref={boxRef} className="screen-qna">
      {questions.length === 0 ? (
        <p className="screen-engage-empty">{t('screen.qnaEmpty')}</p>
      ) : (
        <ol className="screen-fit-list" aria-label={t('screen.qnaQuestions')}>
          {questions.map((question) => (
            <li key={question.id} ref={rowRef(question.id)} className={rowClass(question)}>
              <HallQuestionRow question={question} team={labelOf(question.team)} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function rowClass(question: HallQuestion): string {
  return [
    'screen-qna-question',
    question.pinned && 'screen-qna-pinned',
    question.status === 'answered' && 'screen-qna-answered',
  ]
    .filter(Boolean)
    .join(' ');
}

function HallQuestionRow({ question, team }: { question: HallQuestion; team: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="screen-qna-votes">
        <strong>{question.votes}</strong>
        <span>{t('screen.votesWord', { count: question.votes })}</span>
      </p>
      <div className="screen-qna-body">
        <p className="screen-qna-text">{question.text}</p>
        <p className="screen-qna-who">
          {/* An anonymous question names no team either: a small office could give its asker away. */}
          <span>
            {question.name === null ? t('screen.qnaAnonymous') : `${question.name} · ${team}`}
          </span>
          {question.pinned && <span className="screen-qna-mark">{t('screen.qnaPinned')}</span>}
          {question.status === 'answered' && (
            <span className="screen-qna-mark screen-qna-mark-answered">
              {t('screen.qnaAnswered')}
            </span>
          )}
        </p>
      </div>
    </>
  );
}
