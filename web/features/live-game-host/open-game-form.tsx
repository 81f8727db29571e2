// "Open a lobby": the quiz the hall plays (a contest or a practice quiz, with its questions), the
// seconds each question gets, whether the game moves on by itself or by the host's hand, whether it
// counts for the team points, and the venue screens that follow it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { localized } from '../../../common/event';
import {
  LIVE_GAME_ADVANCE,
  LIVE_GAME_REVEAL_MS,
  LIVE_GAME_SECONDS,
} from '../../../common/live-game';
import { LiveGameOpenInput } from '../../../common/live-game-input';
import type { AdminScreenLink } from '../../../common/venue-api';
import { ChoiceField } from '../../components/choice-field';
import { FormButtons } from '../../components/form-buttons';
import { SelectField } from '../../components/select-field';
import { SwitchField } from '../../components/switch-field';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast/toast-provider';
import type { AdminQuiz } from '../../lib/admin-quiz-list';
import { errorIdOf } from '../../lib/field-errors';
import { useFormFields } from '../../lib/use-form-fields';
import { useOpenLiveGame } from './live-game-host-api';

const SCREEN_CHOICES = ['all', 'chosen'] as const;
type ScreenChoice = (typeof SCREEN_CHOICES)[number];

type OpenFields = {
  quizId: string;
  seconds: string;
  advance: (typeof LIVE_GAME_ADVANCE)[number];
  countsForTeams: boolean;
  screens: ScreenChoice;
  /** The screen links ticked, when the game is shown on chosen screens only. */
  chosen: string[];
};

/** What the form sends: a seconds field that is not a number stays NaN, so its range check names it. */
const toOpenInput = (fields: OpenFields) => ({
  quizId: fields.quizId,
  seconds: fields.seconds.trim() === '' ? Number.NaN : Number(fields.seconds),
  advance: fields.advance,
  countsForTeams: fields.countsForTeams,
  screens: fields.screens === 'all' ? null : fields.chosen,
});

/**
 * The contract's request, with the words the form says when the seconds are out of range or no
 * screen is ticked (the contract's own checks name no message).
 */
function useOpenSchema() {
  const { t } = useTranslation();
  return useMemo(() => {
    const secondsRange = t('liveGame.open.secondsRange', {
      min: LIVE_GAME_SECONDS.min,
      max: LIVE_GAME_SECONDS.max,
    });
    return LiveGameOpenInput.extend({
      quizId: LiveGameOpenInput.shape.quizId.min(1, t('liveGame.open.quizMissing')),
      seconds: z
        .int({ error: secondsRange })
        .min(LIVE_GAME_SECONDS.min, secondsRange)
        .max(LIVE_GAME_SECONDS.max, secondsRange),
      screens: z.array(z.uuid()).min(1, t('liveGame.open.pickScreen')).max(200).nullable(),
    });
  }, [t]);
}

/** The quizzes a game can be played with: not archived, with questions to ask. */
const playable = (quizzes: readonly AdminQuiz[]) =>
  quizzes.filter((quiz) => !quiz.archived && quiz.questionCount > 0);

type Props = { quizzes: AdminQuiz[]; screens: AdminScreenLink[] };

export function OpenGameForm({ quizzes, screens }: Props) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const offered = playable(quizzes);
  const links = screens.filter((link) => link.revokedAt === null);
  const form = useFormFields<OpenFields, ReturnType<typeof useOpenSchema>>({
    initial: () => ({
      quizId: offered[0]?.id ?? '',
      seconds: String(LIVE_GAME_SECONDS.default),
      advance: 'host',
      countsForTeams: true,
      screens: 'all',
      chosen: [],
    }),
    schema: useOpenSchema(),
    toInput: toOpenInput,
    refusalCode: 'bad_request',
  });
  const open = useOpenLiveGame({
    onSuccess: () => toast.show(t('liveGame.open.opened'), 'success'),
    onError: form.refuse,
  });

  const headingId = `${form.idPrefix}-heading`;
  if (offered.length === 0)
    return (
      <section className="admin-card" aria-labelledby={headingId}>
        <h3 id={headingId}>{t('liveGame.open.heading')}</h3>
        <p>{t('liveGame.open.noQuiz')}</p>
      </section>
    );

  const quizLabel = (quiz: AdminQuiz) =>
    t('liveGame.open.quizChoice', {
      title: localized(quiz.title, i18n.language),
      kind: t(`liveGame.open.kinds.${quiz.kind}`),
      count: quiz.questionCount,
    });
  const revealSeconds = LIVE_GAME_REVEAL_MS / 1000;
  return (
    <form
      className="form admin-card live-host-open"
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit((input) => open.mutate(input))}
      noValidate
    >
      <h3 id={headingId}>{t('liveGame.open.heading')}</h3>
      <SelectField {...form.field('quizId')} label={t('liveGame.open.quiz')}>
        {offered.map((quiz) => (
          <option key={quiz.id} value={quiz.id}>
            {quizLabel(quiz)}
          </option>
        ))}
      </SelectField>
      <TextField
        {...form.field('seconds')}
        label={t('liveGame.open.seconds', {
          min: LIVE_GAME_SECONDS.min,
          max: LIVE_GAME_SECONDS.max,
        })}
        type="number"
        inputMode="numeric"
        min={LIVE_GAME_SECONDS.min}
        max={LIVE_GAME_SECONDS.max}
      />
      <ChoiceField
        {...form.field('advance')}
        legend={t('liveGame.open.advance')}
        choices={LIVE_GAME_ADVANCE}
        labelOf={(advance) => t(`liveGame.open.advanceChoices.${advance}`)}
        hintOf={(advance) => t(`liveGame.open.advanceHints.${advance}`, { revealSeconds })}
      />
      <SwitchField
        id={form.idOf('countsForTeams')}
        label={t('liveGame.open.countsForTeams')}
        hint={t('liveGame.open.countsForTeamsHint')}
        checked={form.fields.countsForTeams}
        onChange={(countsForTeams) => form.change({ countsForTeams })}
      />
      {links.length === 0 ? (
        <p className="field-hint">{t('liveGame.open.noScreens')}</p>
      ) : (
        <ScreenChoiceFields form={form} links={links} />
      )}
      <FormButtons submitLabel={t('liveGame.open.submit')} busy={open.isPending} />
    </form>
  );
}

type Form = ReturnType<typeof useFormFields<OpenFields, ReturnType<typeof useOpenSchema>>>;

/** Every screen, or the ones ticked: for several halls, each its own game's screens. */
function ScreenChoiceFields({ form, links }: { form: Form; links: AdminScreenLink[] }) {
  const { t } = useTranslation();
  const { chosen } = form.fields;
  const listId = form.idOf('screens');
  const error = form.errorOf('screens');
  const toggle = (id: string, ticked: boolean) =>
    form.change(
      { chosen: ticked ? [...chosen, id] : chosen.filter((other) => other !== id) },
      'screens',
    );
  return (
    <>
      <ChoiceField
        id={form.idOf('screenChoice')}
        value={form.fields.screens}
        onChange={(screens) => form.change({ screens }, 'screens')}
        legend={t('liveGame.open.screens')}
        choices={SCREEN_CHOICES}
        labelOf={(choice) => t(`liveGame.open.screenChoices.${choice}`)}
        hintOf={(choice) => t(`liveGame.open.screenHints.${choice}`)}
      />
      {form.fields.screens === 'chosen' && (
        <fieldset
          className="choice-field live-host-screens"
          aria-describedby={error ? errorIdOf(listId) : undefined}
        >
          <legend className="field-label">{t('liveGame.open.screenList')}</legend>
          {links.map((link, index) => (
            <label key={link.id} className="choice-field-choice">
              <input
                type="checkbox"
                id={index === 0 ? listId : undefined}
                checked={chosen.includes(link.id)}
                onChange={(event) => toggle(link.id, event.target.checked)}
              />
              <span>{link.name}</span>
            </label>
          ))}
          {error && (
            <span id={errorIdOf(listId)} className="field-error">
              {error}
            </span>
          )}
        </fieldset>
      )}
    </>
  );
}
