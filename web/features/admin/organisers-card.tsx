// The organisers: who can open the admin area, by the name others see, and who granted them; a new
// organiser granted with their name; the signed-in organiser's own name.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrganiserGrant, OrganiserNameInput } from '../../../common/admin';
import type { Admin } from '../../../common/admin-api';
import { Button } from '../../components/button';
import { FormButtons } from '../../components/form-buttons';
import { QueryBoundary } from '../../components/query-boundary';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeFormat } from '../../lib/event-time';
import { useFormFields } from '../../lib/use-form-fields';
import { useMe } from '../auth/use-auth';
import { accessQueries, useGrantAdmin, useNameOrganiser, useRevokeAdmin } from './admin-api';

function OrganiserItem({ admin, isMe }: { admin: Admin; isMe: boolean }) {
  const { t } = useTranslation();
  const formatTime = useEventTimeFormat();
  const revoke = useRevokeAdmin();
  return (
    <li>
      <span>
        <strong>{admin.name}</strong>
        {isMe && <> ({t('admin.access.you')})</>}
        <br />
        <small>
          {admin.grantedBy === null
            ? t('admin.access.installed')
            : t('admin.access.grantedBy', {
                name: admin.grantedBy,
                time: formatTime(admin.grantedAt),
              })}
        </small>
      </span>
      {/* One set at installation is an organiser again at the next start: not removable here. */}
      {admin.grantedBy !== null && (
        <Button
          look="link"
          aria-label={t('admin.access.revokeNamed', { name: admin.name })}
          onClick={() => revoke.mutate(admin.phone)}
        >
          {t('admin.revoke')}
        </Button>
      )}
    </li>
  );
}

const NO_GRANT = { phone: '', name: '' };

function GrantForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useFormFields({
    initial: NO_GRANT,
    schema: OrganiserGrant,
    toInput: (fields) => fields,
    refusalCode: 'invalid_setup',
  });
  const grant = useGrantAdmin({
    onSuccess: (_admins, { name }) => {
      form.reset(NO_GRANT);
      toast.show(t('admin.access.granted', { name }), 'success');
    },
    onError: form.refuse,
  });
  const headingId = `${form.idPrefix}-heading`;
  return (
    <form
      className="form"
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit((input) => grant.mutate(input))}
      noValidate
    >
      <h4 id={headingId}>{t('admin.access.grantHeading')}</h4>
      <TextField
        {...form.field('phone')}
        label={t('register.phoneLabel')}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField {...form.field('name')} label={t('admin.access.grantName')} autoComplete="off" />
      <FormButtons submitLabel={t('admin.grant')} busy={grant.isPending} />
    </form>
  );
}

function OwnNameForm({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useFormFields({
    initial: { name: current ?? '' },
    schema: OrganiserNameInput,
    toInput: (fields) => fields,
    refusalCode: 'invalid_setup',
  });
  const save = useNameOrganiser({
    onSuccess: () => toast.show(t('admin.access.ownNameSaved'), 'success'),
    onError: form.refuse,
  });
  return (
    <form className="form" onSubmit={form.handleSubmit(({ name }) => save.mutate(name))} noValidate>
      <TextField
        {...form.field('name')}
        label={t('admin.access.ownName')}
        hint={t('admin.access.ownNameHint')}
        autoComplete="name"
      />
      <FormButtons submitLabel={t('admin.access.ownNameSave')} busy={save.isPending} />
    </form>
  );
}

export function OrganisersCard() {
  const { t } = useTranslation();
  const admins = useQuery(accessQueries.admins());
  const { data: me } = useMe();
  return (
    <div className="admin-card">
      <h3>{t('admin.adminsHeading')}</h3>
      <QueryBoundary query={admins}>
        {(list) => {
          const mine = list.find((admin) => admin.phone === me?.phoneNumber);
          return (
            <>
              <p>{t('admin.access.organisersCount', { count: list.length })}</p>
              <ul className="admin-list">
                {list.map((admin) => (
                  <OrganiserItem key={admin.phone} admin={admin} isMe={admin === mine} />
                ))}
              </ul>
              {mine && <OwnNameForm key={mine.ownName} current={mine.ownName} />}
            </>
          );
        }}
      </QueryBoundary>
      <GrantForm />
    </div>
  );
}
