// Opening or closing a quiz now, from the list's switch or the editor's button. Closing a quiz
// people are playing asks first, with how many plays are under way as the server counts them at
// that moment; closing one nobody is playing, or opening one, happens at once.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { quizEditorQueries, useSwitchQuiz, type AdminQuiz } from './quiz-editor-api';

/** Plays under way when the close was asked; null when they could not be counted. */
type Playing = { count: number | null };

function useOpenNow(quiz: AdminQuiz) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const flip = useSwitchQuiz(quiz.id);
  const closing = useConfirmation<Playing>();
  const [counting, setCounting] = useState(false);
  const title = quiz.title.en;

  async function close() {
    setCounting(true);
    try {
      // Counted now, not as the screen last read it: a play may have started since.
      const fresh = await queryClient.fetchQuery({
        ...quizEditorQueries.detail(quiz.id),
        staleTime: 0,
      });
      if (fresh.quiz.playingNow > 0) closing.ask({ count: fresh.quiz.playingNow });
      else flip.mutate(false);
    } catch {
      closing.ask({ count: null });
    } finally {
      setCounting(false);
    }
  }

  const playing = closing.subject?.count;
  const dialog = (
    <ConfirmDialog
      title={
        playing === null || playing === undefined
          ? t('quizEditor.close.askUncounted', { title })
          : t('quizEditor.close.ask', { count: playing, title })
      }
      description={t('quizEditor.close.explained')}
      confirmLabel={t('quizEditor.close.confirm')}
      confirmation={closing}
      onConfirm={() => flip.mutate(false)}
    />
  );
  return {
    /** Open now at once; close now after asking, when people are playing it. */
    setOpen: (open: boolean) => (open ? flip.mutate(true) : void close()),
    /** Open as the screen shows it: the change under way, else the quiz's state. */
    open: flip.isPending ? flip.variables : quiz.status === 'open',
    busy: flip.isPending || counting,
    dialog,
  };
}

/** The list's switch: on while players can play the quiz. */
export function OpenNowSwitch({ quiz }: { quiz: AdminQuiz }) {
  const { t } = useTranslation();
  const { setOpen, open, busy, dialog } = useOpenNow(quiz);
  return (
    <>
      <label className="quiz-switch">
        <input
          type="checkbox"
          role="switch"
          checked={open}
          disabled={busy || quiz.archived}
          aria-label={t('quizEditor.list.openLabel', { title: quiz.title.en })}
          onChange={(event) => setOpen(event.target.checked)}
        />
      </label>
      {dialog}
    </>
  );
}

/** The editor's button: Open now, or Close now while players can play it. */
export function OpenNowButton({ quiz }: { quiz: AdminQuiz }) {
  const { t } = useTranslation();
  const { setOpen, open, busy, dialog } = useOpenNow(quiz);
  if (quiz.archived) return null;
  return (
    <>
      <Button look={open ? 'secondary' : 'primary'} disabled={busy} onClick={() => setOpen(!open)}>
        {open ? t('quizEditor.actions.closeNow') : t('quizEditor.actions.openNow')}
      </Button>
      {dialog}
    </>
  );
}
