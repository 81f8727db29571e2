// How Admin → Engage names an activity's kind and where it stands, the same on every part of it.
import { useTranslation } from 'react-i18next';
import type { EngageKind } from '../../../common/engage';
import type { AdminActivity } from './engage-admin-api';

export function KindLabel({ kind }: { kind: EngageKind }) {
  const { t } = useTranslation();
  return <>{t(`engage.kinds.${kind}`)}</>;
}

/** Scheduled, live or ended, as a badge whose colour repeats its word. */
export function ActivityStatus({ status }: { status: AdminActivity['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`engage-status engage-status-${status}`}>{t(`engage.status.${status}`)}</span>
  );
}
