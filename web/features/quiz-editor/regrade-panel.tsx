// Regrading: finished plays graded again by today's answer keys, first as a dry run that says which
// plays and teams' points would change, then for real after a confirmation.
import type { TFunction } from 'i18next';
import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { useRegradeQuiz, type RegradeReport } from './quiz-editor-api';
import { Button } from '../../components/button';

type Props = {
  quizId: string;
  /** The panel's heading, for a question's notice to bring the keyboard here. */
  headingRef: RefObject<HTMLHeadingElement | null>;
};

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0');

/**
 * "47 finished plays change score; Lucknow +12 points, Kanpur −9 points", or that nothing changes.
 * Each question then says how many plays answered it and of how many the mark changes: a play
 * whose marks move both ways keeps its score, so the two figures need not add up.
 */
function describeRegrade(report: RegradeReport, t: TFunction): string {
  if (report.plays === 0) return t('quizEditor.regrade.nothing');
  const teams = report.teams
    .map((team) =>
      t('quizEditor.regrade.teamPoints', {
        team: team.label,
        delta: signed(team.points),
        count: Math.abs(team.points),
      }),
    )
    .join(', ');
  return teams
    ? t('quizEditor.regrade.changes', { count: report.plays, teams })
    : t('quizEditor.regrade.changesNoPoints', { count: report.plays });
}

export function RegradePanel({ quizId, headingRef }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const [report, setReport] = useState<RegradeReport | null>(null);
  const applying = useConfirmation<RegradeReport>();
  const regrade = useRegradeQuiz(quizId, {
    onSuccess: (result) => {
      if (result.dryRun) {
        setReport(result);
        return;
      }
      setReport(null);
      toast.show(t('quizEditor.regrade.done', { count: result.plays }), 'success');
    },
  });

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t('quizEditor.regrade.heading')}
      </h3>
      <p className="quiz-note">{t('quizEditor.regrade.intro')}</p>
      <div className="admin-toolbar">
        <Button look="secondary" disabled={regrade.isPending} onClick={() => regrade.mutate(true)}>
          {t('quizEditor.regrade.check')}
        </Button>
      </div>
      <div role="status">
        {report && (
          <div className="quiz-regrade-report">
            <p>
              <strong>{describeRegrade(report, t)}</strong>
            </p>
            {report.questions.length > 0 && (
              <ul>
                {report.questions.map((question) => (
                  <li key={question.id}>
                    {t('quizEditor.regrade.question', {
                      text: question.text,
                      count: question.plays,
                      remarked: question.remarked,
                    })}
                  </li>
                ))}
              </ul>
            )}
            {report.inProgress > 0 && (
              <p>{t('quizEditor.regrade.inProgress', { count: report.inProgress })}</p>
            )}
          </div>
        )}
      </div>
      {report && report.plays > 0 && (
        <Button look="primary" disabled={regrade.isPending} onClick={() => applying.ask(report)}>
          {t('quizEditor.regrade.apply')}
        </Button>
      )}
      <ConfirmDialog
        title={t('quizEditor.regrade.confirm', { count: report?.plays ?? 0 })}
        description={report ? `${describeRegrade(report, t)} ${t('quizEditor.regrade.live')}` : ''}
        confirmLabel={t('quizEditor.regrade.apply')}
        confirmation={applying}
        onConfirm={() => regrade.mutate(false)}
      />
    </section>
  );
}
