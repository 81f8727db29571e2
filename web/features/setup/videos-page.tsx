// /admin/videos: the event's videos in the order Event Videos plays them: each renamed, given a new
// cover, moved or removed; and a new video uploaded with its progress.
import { useTranslation } from 'react-i18next';
import { MAX_VIDEOS } from '../../../common/event';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { NewVideoForm } from './new-video-form';
import { useOrderVideos, useRemoveVideo, type AdminSetupReply } from './setup-api';
import { useSetupList } from './use-setup-list';
import { VideoItem } from './video-item';
import { SetupScreen } from './setup-screen';

export function VideosPage() {
  return <SetupScreen section="videos" intro="setup.videos.intro" body={Videos} />;
}

function Videos({ setup }: { setup: AdminSetupReply }) {
  const { t } = useTranslation();
  const toast = useToast();
  const videos = setup.site.videos;
  const remove = useRemoveVideo({
    onSuccess: (_setup, video) =>
      toast.show(t('setup.videos.removed', { title: video.title }), 'success'),
  });
  const { idPrefix, buttonId, move, announcement, removing, confirmRemove } = useSetupList({
    items: videos,
    idOf: (video) => video.id,
    order: useOrderVideos(),
    movedText: (video, position) => t('setup.moved', { name: video.title, position }),
    remove: (video, onRemoved) => remove.mutate(video, { onSuccess: onRemoved }),
    neighbourButton: 'rename',
  });

  const headingId = `${idPrefix}-heading`;
  return (
    <>
      <section className="admin-card setup-wide" aria-labelledby={headingId}>
        <h3 id={headingId}>{t('setup.videos.listHeading', { count: videos.length })}</h3>
        {videos.length === 0 && <p className="empty-state">{t('setup.videos.none')}</p>}
        <ol className="setup-items">
          {videos.map((video, index) => (
            <li key={video.id}>
              <VideoItem
                video={video}
                position={index + 1}
                total={videos.length}
                buttonId={(button) => buttonId(video.id, button)}
                onMove={(by) => move(index, by)}
                onRemove={() => removing.ask(video)}
              />
            </li>
          ))}
        </ol>
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
      </section>
      {videos.length < MAX_VIDEOS ? (
        <NewVideoForm />
      ) : (
        <p className="setup-note">{t('setup.videos.full', { count: MAX_VIDEOS })}</p>
      )}
      <ConfirmDialog
        title={t('setup.videos.confirmRemove', { title: removing.subject?.title ?? '' })}
        description={t('setup.videos.removeExplained')}
        confirmLabel={t('setup.remove')}
        confirmation={removing}
        onConfirm={confirmRemove}
      />
    </>
  );
}
