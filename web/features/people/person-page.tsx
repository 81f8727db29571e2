// /admin/users/:uid: one registered person, and the corrections an organiser can make on the day.
// Every correction is first asked as a dry run, so the confirmation says what it changes in numbers.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { quizTitle } from '../../lib/quiz-title';
import { Link, useNavigate, useParams } from 'react-router';
import type { CorrectionResult, PersonRecord } from '../../../common/admin-api';
import { ProfileCorrection } from '../../../common/corrections';
import { useTeams } from '../../lib/teams';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { GenderOptions, TeamOptions } from '../../components/profile-options';
import { QueryBoundary } from '../../components/query-boundary';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { ApiError } from '../../lib/api';
import { describeTeamTotalChanges } from '../../lib/team-total-changes';
import { useFormFields } from '../../lib/use-form-fields';
import {
  peopleQueries,
  useApplyCorrection,
  useCorrectionPreview,
  type PersonCorrection,
} from './people-api';
import { Button } from '../../components/button';

/**
 * A correction to preview: its dry run, and the confirmation to ask for once the dry run has said
 * what it would change.
 */
type CorrectionToPreview = {
  correction: PersonCorrection;
  confirmation: (preview: CorrectionResult) => Confirmation;
};

/** What the confirmation of a previewed correction says. */
type Confirmation = { title: string; description: string; confirmLabel: string };

/** A correction previewed and waiting for the organiser's confirmation. */
type CorrectionToConfirm = Confirmation & { correction: PersonCorrection };

/** What the toast says once a correction of each kind is made. */
const DONE = {
  details: 'admin.person.saved',
  void: 'admin.person.voided',
  remove: 'admin.person.removed',
} as const satisfies Record<PersonCorrection['kind'], string>;

/** The fields the form changed, so an unchanged field is never sent. */
function changedFields(person: PersonRecord, form: Required<ProfileCorrection>): ProfileCorrection {
  const changes: ProfileCorrection = {};
  if (form.employeeId.trim() !== person.employeeId) changes.employeeId = form.employeeId.trim();
  if (form.name.trim() !== person.name) changes.name = form.name.trim();
  if (form.gender !== person.gender) changes.gender = form.gender;
  if (form.team !== person.team) changes.team = form.team;
  return changes;
}

type PersonFormProps = {
  person: PersonRecord;
  /** `onRefused` shows beside its field a refusal of the dry run that names one. */
  onCorrect: (correction: CorrectionToPreview, onRefused: (error: unknown) => void) => void;
};

/** The person's details as the form holds them: every field, changed or not. */
type PersonFields = Required<ProfileCorrection>;

/** The person's details, corrected in place; each may be left as it is, so none is marked required. */
function PersonForm({ person, onCorrect }: PersonFormProps) {
  const { t } = useTranslation();
  const teams = useTeams();
  const form = useFormFields({
    initial: (): PersonFields => ({
      employeeId: person.employeeId,
      name: person.name,
      gender: person.gender as PersonFields['gender'],
      team: person.team,
    }),
    schema: ProfileCorrection,
    toInput: (fields: PersonFields) => changedFields(person, fields),
    refusalCode: 'bad_request',
  });
  const unchanged = Object.keys(changedFields(person, form.fields)).length === 0;

  function correct(changes: ProfileCorrection) {
    onCorrect(
      {
        correction: { kind: 'details', uid: person.uid, changes },
        confirmation: (preview) => ({
          title: t('admin.person.confirmSave'),
          description: describeTeamTotalChanges(preview.effects, t, teams.office),
          confirmLabel: t('admin.person.save'),
        }),
      },
      form.refuse,
    );
  }

  return (
    <form className="form admin-card" onSubmit={form.handleSubmit(correct)}>
      <h3>{t('admin.person.details')}</h3>
      <TextField {...form.field('employeeId')} optional label={t('profile.employeeId')} />
      <TextField {...form.field('name')} optional label={t('profile.name')} />
      <SelectField {...form.field('gender')} optional label={t('profile.gender')}>
        <GenderOptions />
      </SelectField>
      <SelectField {...form.field('team')} optional label={t('profile.rso')}>
        <TeamOptions />
      </SelectField>
      <Button type="submit" look="primary" disabled={unchanged}>
        {t('admin.person.save')}
      </Button>
    </form>
  );
}

export function PersonPage() {
  const { t } = useTranslation();
  const { uid = '' } = useParams();
  const person = useQuery(peopleQueries.person(uid));
  // No such person: only a 404 says so; any other failure can be read again.
  if (person.error instanceof ApiError && person.error.status === 404) {
    return (
      <div className="admin-section">
        <p role="alert">{t('admin.person.notFound')}</p>
        <Link to="/admin/users">{t('admin.person.backToList')}</Link>
      </div>
    );
  }
  return (
    <QueryBoundary query={person}>
      {(record) => <PersonCorrections record={record} />}
    </QueryBoundary>
  );
}

/** One person's details and plays, with the corrections an organiser can make to them. */
function PersonCorrections({ record }: { record: PersonRecord }) {
  const { t, i18n } = useTranslation();
  const teams = useTeams();
  const navigate = useNavigate();
  const toast = useToast();
  const toConfirm = useConfirmation<CorrectionToConfirm>();
  const preview = useCorrectionPreview();
  const apply = useApplyCorrection({
    onSuccess: async (_result, correction) => {
      if (correction.kind === 'remove') await navigate('/admin/users');
      toast.show(t(DONE[correction.kind]), 'success');
    },
  });

  function handlePreview(
    { correction, confirmation }: CorrectionToPreview,
    onRefused?: (error: unknown) => void,
  ) {
    preview.mutate(correction, {
      onSuccess: (result) => toConfirm.ask({ correction, ...confirmation(result) }),
      onError: onRefused,
    });
  }

  return (
    <div className="admin-section">
      <p>
        <Link to="/admin/users">{t('admin.person.backToList')}</Link>
      </p>
      <h2>
        {record.name} <small>({record.employeeId})</small>
      </h2>
      <p>
        {record.phone} · {teams.office(record.team)} ({teams.label(record.team)})
      </p>
      <PersonForm key={JSON.stringify(record)} person={record} onCorrect={handlePreview} />

      <div className="admin-card">
        <h3>{t('admin.person.plays')}</h3>
        {record.attempts.length === 0 ? (
          <p>{t('admin.none')}</p>
        ) : (
          <ul className="admin-list">
            {record.attempts.map((attempt) => (
              <li key={attempt.quizId}>
                <span>
                  {quizTitle(attempt.title, i18n.language)}:{' '}
                  {attempt.status === 'completed'
                    ? t('admin.person.scored', { score: attempt.score })
                    : t('admin.disqualified')}
                </span>
                <Button
                  look="link"
                  onClick={() =>
                    handlePreview({
                      correction: { kind: 'void', uid: record.uid, quizId: attempt.quizId },
                      confirmation: (result) => ({
                        title: t('admin.person.confirmVoid', {
                          quiz: quizTitle(attempt.title, i18n.language),
                        }),
                        description: `${t('admin.person.voidExplained')} ${describeTeamTotalChanges(result.effects, t, teams.office)}`,
                        confirmLabel: t('admin.person.void'),
                      }),
                    })
                  }
                >
                  {t('admin.person.void')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="admin-card">
        <h3>{t('admin.person.removeHeading')}</h3>
        <p>{t('admin.person.removeExplained')}</p>
        <Button
          look="secondary"
          onClick={() =>
            handlePreview({
              correction: { kind: 'remove', uid: record.uid },
              confirmation: (result) => ({
                title: t('admin.person.confirmRemove', { name: record.name }),
                description: `${t('admin.person.removeExplained')} ${describeTeamTotalChanges(result.effects, t, teams.office)}`,
                confirmLabel: t('admin.person.remove'),
              }),
            })
          }
        >
          {t('admin.person.remove')}
        </Button>
      </div>

      <ConfirmDialog
        title={toConfirm.subject?.title ?? ''}
        description={toConfirm.subject?.description ?? ''}
        confirmLabel={toConfirm.subject?.confirmLabel ?? ''}
        confirmation={toConfirm}
        onConfirm={({ correction }) => apply.mutate(correction)}
      />
    </div>
  );
}
