// One video in the Videos list: its cover (replaced by choosing an image) and title (renamed in
// place), and its buttons to move it and remove it.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicVideo } from '../../../common/api';
import { FormButtons } from '../../components/form-buttons';
import { useToast } from '../../components/toast/toast-provider';
import { ImageUpload } from './image-upload';
import { ListItemButtons } from './list-item-buttons';
import { useRenameVideo } from './setup-api';
import { useVideoTitleForm, VideoTitleField } from './video-title-field';
import { SetupImage } from './setup-image';
import type { Direction } from './use-reorder';
import { Button } from '../../components/button';

type Props = {
  video: PublicVideo;
  /** Its place in the list, from 1. */
  position: number;
  total: number;
  /** The element id of its buttons, for the list to give one the keyboard. */
  buttonId: (button: Direction | 'rename' | 'remove') => string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

export function VideoItem({ video, position, total, buttonId, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const focusRename = useRef(false);
  const coverName = t('setup.videos.coverOf', { title: video.title });

  // Rename comes back in place of the closed form: the keyboard goes back to it.
  useEffect(() => {
    if (renaming || !focusRename.current) return;
    focusRename.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  function closeRename() {
    focusRename.current = true;
    setRenaming(false);
  }

  return (
    <article className="setup-video" aria-labelledby={headingId}>
      <div className="setup-video-cover">
        {video.cover ? (
          <SetupImage image={video.cover} alt={coverName} width={160} />
        ) : (
          <p className="setup-note">{t('setup.videos.noCover')}</p>
        )}
      </div>
      <div className="setup-video-body">
        <h4 id={headingId}>{video.title}</h4>
        {renaming ? (
          <VideoTitleForm video={video} onClose={closeRename} />
        ) : (
          <div className="setup-actions">
            <Button
              ref={renameButton}
              id={buttonId('rename')}
              look="secondary"
              aria-label={t('setup.videos.renameNamed', { title: video.title })}
              onClick={() => setRenaming(true)}
            >
              {t('setup.videos.rename')}
            </Button>
            <ListItemButtons
              buttonId={buttonId}
              name={video.title}
              position={position}
              total={total}
              onMove={onMove}
              removeName={t('setup.videos.removeNamed', { title: video.title })}
              onRemove={onRemove}
            />
          </div>
        )}
        <ImageUpload
          name={coverName}
          label={t(video.cover ? 'setup.image.replace' : 'setup.image.upload', {
            name: coverName,
          })}
          savedText={t('setup.videos.coverSaved', { title: video.title })}
          target={{ kind: 'cover', videoId: video.id }}
        />
      </div>
    </article>
  );
}

function VideoTitleForm({ video, onClose }: { video: PublicVideo; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useVideoTitleForm(video.title);
  const rename = useRenameVideo(video.id, {
    onSuccess: () => {
      toast.show(t('setup.videos.renamed'), 'success');
      onClose();
    },
    onError: form.refuse,
  });

  return (
    <form
      className="form setup-inline-form"
      onSubmit={form.handleSubmit((input) => rename.mutate(input.title))}
      noValidate
    >
      <VideoTitleField
        form={form}
        label={t('setup.videos.newTitle', { title: video.title })}
        autoFocus
      />
      <FormButtons
        submitLabel={t('setup.videos.saveTitle')}
        busy={rename.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
