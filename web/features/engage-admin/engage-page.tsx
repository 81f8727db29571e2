// /admin/engage: polls, word clouds, questions to the stage, reactions and photo walls. What waits
// for a moderator comes first (a phone at the back of the hall is a moderator's tool), then a new
// activity (or the one being edited), the activities, and the organisers' filter words.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEngage } from '../../../common/engage';
import { AdminSection } from '../../components/admin-section';
import { DisclosedForm } from '../../components/disclosed-form';
import { QueryBoundary } from '../../components/query-boundary';
import { ActivityForm } from './activity-form';
import { ActivityList } from './activity-list';
import { engageQueries, type AdminActivity } from './engage-admin-api';
import { FilterWordsForm } from './filter-words-form';
import { ModerationQueue } from './moderation-queue';
import './engage-admin.css';

export function EngagePage() {
  const { t } = useTranslation();
  const engage = useQuery(engageQueries.list());
  return (
    <AdminSection section="engage" className="engage">
      <p className="engage-intro">{t('engage.intro')}</p>
      <QueryBoundary query={engage}>{(loaded) => <EngageBody engage={loaded} />}</QueryBoundary>
    </AdminSection>
  );
}

function EngageBody({ engage }: { engage: AdminEngage }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminActivity | null>(null);
  // The button Edit was pressed on, which takes the keyboard back once the edit is done.
  const editedFrom = useRef<HTMLElement | null>(null);
  const editHeading = useRef<HTMLDivElement>(null);
  const titleOf = (id: string) => engage.activities.find((item) => item.id === id)?.title.en;

  useEffect(() => {
    if (!editing) return;
    const heading = editHeading.current?.querySelector<HTMLElement>('h3');
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'start' });
  }, [editing]);

  function startEditing(activity: AdminActivity) {
    editedFrom.current = document.activeElement as HTMLElement | null;
    setEditing(activity);
  }

  function stopEditing() {
    setEditing(null);
    window.requestAnimationFrame(() => editedFrom.current?.focus());
  }

  return (
    <>
      <ModerationQueue titleOf={titleOf} />
      {editing ? (
        <div ref={editHeading} className="engage-wide">
          <ActivityForm
            key={editing.id}
            editing={editing}
            onSaved={stopEditing}
            onCancel={stopEditing}
          />
        </div>
      ) : (
        <div className="engage-wide">
          <DisclosedForm label={t('engage.form.new')}>
            {({ cancel }) => <ActivityForm editing={null} onSaved={cancel} onCancel={cancel} />}
          </DisclosedForm>
        </div>
      )}
      <ActivityList activities={engage.activities} onEdit={startEditing} />
      <FilterWordsForm words={engage.filterWords} />
    </>
  );
}
