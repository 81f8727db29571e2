// /admin/videos: the event's videos in the order Event Videos plays them: each renamed, given a new
// cover, moved or removed; and a new video uploaded with its progress.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicVideo } from '../../../common/api';
import { MAX_VIDEOS } from '../../../common/event';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { NewVideoForm } from './new-video-form';
import { useOrderVideos, useRemoveVideo, type AdminSetupReply } from './setup-api';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { useReorder } from './use-reorder';
import { VideoItem } from './video-item';
import { SetupScreen } from './setup-screen';

export function VideosPage() {
  return (
    <SetupScreen section="videos" intro="setup.videos.intro">
      {(setup) => <Videos setup={setup} />}
    </SetupScreen>
  );
}

function Videos({ setup }: { setup: AdminSetupReply }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const toast = useToast();
  const videos = setup.site.videos;
  const [removing, setRemoving] = useState<PublicVideo | null>(null);
  const focusWhenReady = usePendingFocus<readonly PublicVideo[]>(videos);
  const buttonId = (id: string, button: string) => `${idPrefix}-${id}-${button}`;

  const { move, announcement } = useReorder({
    items: videos,
    idOf: (video) => video.id,
    order: useOrderVideos(),
    movedText: (video, position) => t('setup.moved', { name: video.title, position }),
    buttonId,
    focusWhenReady,
  });
  const remove = useRemoveVideo({
    onSuccess: (_setup, video) =>
      toast.show(t('setup.videos.removed', { title: video.title }), 'success'),
  });

  function handleRemove() {
    if (!removing) return;
    const video = removing;
    const index = videos.indexOf(video);
    const neighbour = videos[index + 1] ?? videos[index - 1];
    setRemoving(null);
    remove.mutate(video, {
      onSuccess: () => {
        if (!neighbour) return;
        focusWhenReady(buttonId(neighbour.id, 'rename'), (shown) =>
          shown.every((shownVideo) => shownVideo.id !== video.id),
        );
      },
    });
  }

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
                onRemove={() => setRemoving(video)}
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
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('setup.videos.confirmRemove', { title: removing?.title ?? '' })}
        description={t('setup.videos.removeExplained')}
        cancelLabel={t('setup.cancel')}
        confirmLabel={t('setup.remove')}
        onConfirm={handleRemove}
      />
    </>
  );
}
