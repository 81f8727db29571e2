// Opening or closing a quiz now, from the list's switch or the editor's button. Closing a quiz
// people are playing asks first, with how many plays are under way as the server counts them at
// that moment; closing one nobody is playing, or opening one, happens at once.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { quizEditorQueries, useSwitchQuiz, type AdminQuiz } from './quiz-editor-api';

/** Plays under way when the close was asked (null when they could not be counted), and the close. */
type Closing = { count: number | null; close: () => void };

/**
 * Closing the quiz, asked first when people are playing it: `askToClose(close)` counts the plays
 * under way now (not as the screen last read them: a play may have started since) and calls
 * `close` at once when there are none, else after the organiser confirms in `dialog`.
 */
export function useCloseConfirmation(quiz: AdminQuiz) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const closing = useConfirmation<Closing>();
  const [counting, setCounting] = useState(false);
  const title = quiz.title.en;

  async function askToClose(close: () => void) {
    setCounting(true);
    try {
      const fresh = await queryClient.fetchQuery({
        ...quizEditorQueries.detail(quiz.id),
        staleTime: 0,
      });
      if (fresh.quiz.playingNow > 0) closing.ask({ count: fresh.quiz.playingNow, close });
      else close();
    } catch {
      closing.ask({ count: null, close });
    } finally {
      setCounting(false);
    }
  }

  const count = closing.subject?.count ?? null;
  const dialog = (
    <ConfirmDialog
      title={
        count === null
          ? t('quizEditor.close.askUncounted', { title })
          : t('quizEditor.close.ask', { count, title })
      }
      description={t('quizEditor.close.explained')}
      confirmLabel={t('quizEditor.close.confirm')}
      confirmation={closing}
      onConfirm={(subject) => subject.close()}
    />
  );
  return { askToClose: (close: () => void) => void askToClose(close), counting, dialog };
}

function useOpenNow(quiz: AdminQuiz) {
  const flip = useSwitchQuiz(quiz.id);
  const { askToClose, counting, dialog } = useCloseConfirmation(quiz);
  return {
    /** Open now at once; close now after asking, when people are playing it. */
    setOpen: (open: boolean) => (open ? flip.mutate(true) : askToClose(() => flip.mutate(false))),
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
