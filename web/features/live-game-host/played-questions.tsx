// The questions played so far, each with its key and how many answered it right; a wrong key is
// changed to another option, or the question voided, each asked first: the answers are graded
// again and the players' and teams' points move with them.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerMark, answerMarkColours } from '../../components/answer-marks';
import { AdminTable } from '../../components/admin-table';
import { Button } from '../../components/button';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { formatCount } from '../../lib/format-count';
import { useChangeLiveGameKey, type AdminLiveGame } from './live-game-host-api';

type Played = AdminLiveGame['played'][number];

/** An option with its mark, as the screens and phones show it. */
function MarkedOption({ options, place }: { options: string[]; place: number }) {
  return (
    <span className="live-host-keyed">
      <span className="live-host-mark" style={answerMarkColours(place)}>
        <AnswerMark place={place} />
      </span>
      <span>{options[place]}</span>
    </span>
  );
}

export function PlayedQuestions({ host }: { host: AdminLiveGame }) {
  const { t } = useTranslation();
  const headingId = useId();
  const toast = useToast();
  const changing = useConfirmation<Played>();
  const voiding = useConfirmation<Played>();
  const [chosen, setChosen] = useState(0);
  const gameId = host.game.id;
  const change = useChangeLiveGameKey({
    onSuccess: (_view, { index, answer }) =>
      toast.show(
        t(answer === null ? 'liveGame.played.voidedToast' : 'liveGame.played.changedToast', {
          number: index + 1,
        }),
        'success',
      ),
  });
  const played = host.played;
  if (played.length === 0) return null;

  function askChange(question: Played) {
    // The first option that is not the key now: the dialog always offers a change.
    setChosen(question.options.findIndex((_, place) => place !== question.answer));
    changing.ask(question);
  }

  const number = (question: Played | null) => (question ? question.index + 1 : 0);
  return (
    <section className="live-host-wide live-host-played" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('liveGame.played.heading', { count: played.length })}</h3>
      <AdminTable
        label={t('liveGame.played.table')}
        columns={[
          t('liveGame.played.question'),
          t('liveGame.played.key'),
          t('liveGame.played.right'),
          <th scope="col" key="actions">
            <span className="visually-hidden">{t('liveGame.played.actions')}</span>
          </th>,
        ]}
      >
        {played.map((question) => (
          <tr key={question.index}>
            <th scope="row">
              {t('liveGame.played.numbered', { number: question.index + 1, text: question.text })}
            </th>
            <td>
              {question.answer === null ? (
                <span>{t('liveGame.played.voided')}</span>
              ) : (
                <MarkedOption options={question.options} place={question.answer} />
              )}
            </td>
            <td className="live-host-figure">
              {t('liveGame.played.rightOf', {
                right: formatCount(question.right),
                answered: formatCount(question.answered),
              })}
            </td>
            <td>
              <div className="live-host-row-actions">
                <Button
                  look="secondary"
                  aria-label={t('liveGame.played.changeNamed', { number: question.index + 1 })}
                  disabled={change.isPending}
                  onClick={() => askChange(question)}
                >
                  {t('liveGame.played.change')}
                </Button>
                {question.answer !== null && (
                  <Button
                    look="secondary"
                    aria-label={t('liveGame.played.voidNamed', { number: question.index + 1 })}
                    disabled={change.isPending}
                    onClick={() => voiding.ask(question)}
                  >
                    {t('liveGame.played.void')}
                  </Button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDialog
        confirmation={changing}
        onConfirm={(question) => change.mutate({ gameId, index: question.index, answer: chosen })}
        title={t('liveGame.played.changeTitle', { number: number(changing.subject) })}
        description={t('liveGame.played.regradeExplained')}
        confirmLabel={t('liveGame.played.change')}
      >
        {changing.subject && (
          <KeyChoice question={changing.subject} chosen={chosen} onChoose={setChosen} />
        )}
      </ConfirmDialog>
      <ConfirmDialog
        confirmation={voiding}
        onConfirm={(question) => change.mutate({ gameId, index: question.index, answer: null })}
        title={t('liveGame.played.voidTitle', { number: number(voiding.subject) })}
        description={t('liveGame.played.voidExplained')}
        confirmLabel={t('liveGame.played.void')}
      />
    </section>
  );
}

type ChoiceProps = { question: Played; chosen: number; onChoose: (place: number) => void };

/** The options to make the key, the key now said as such. */
function KeyChoice({ question, chosen, onChoose }: ChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="choice-field live-host-key-choice">
      <legend className="field-label">{t('liveGame.played.newKey')}</legend>
      {question.options.map((option, place) => (
        <label key={place} className="choice-field-choice">
          <input
            type="radio"
            name={name}
            checked={chosen === place}
            onChange={() => onChoose(place)}
          />
          <span className="live-host-keyed">
            <span className="live-host-mark" style={answerMarkColours(place)}>
              <AnswerMark place={place} />
            </span>
            <span>
              {option}
              {place === question.answer && (
                <span className="choice-field-hint">{t('liveGame.played.keyNow')}</span>
              )}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
