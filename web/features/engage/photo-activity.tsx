// A photo wall on a phone: take a photo or choose one and send it (with the share sent so far), the
// person's photos with their status and Delete, and the approved photos of the wall.
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveActivity, MySends } from '../../../common/engage';
import { Button } from '../../components/button';
import { useDeletePhoto, useSendPhoto } from './engage-api';
import { currentPhoto, sendsLeft } from './engage-view';
import { SendFailure } from './send-failure';

type Props = { activity: LiveActivity; mine: MySends };

const THUMB = 160;

export function PhotoActivity({ activity, mine }: Props) {
  const { t } = useTranslation();
  const remove = useDeletePhoto();
  const wall = activity.photos?.photos ?? [];
  return (
    <section className="engage-card">
      <PhotoForm activity={activity} sent={mine.photos.length} />
      {mine.photos.length > 0 && (
        <div className="engage-mine">
          <h2>{t('engagePlay.photos.yours')}</h2>
          <ul className="engage-photos">
            {mine.photos.map((photo) => (
              <li key={photo.id} className="engage-photo">
                <img
                  src={photo.smallUrl}
                  alt={t('engagePlay.photos.yourPhoto')}
                  width={THUMB}
                  height={THUMB}
                  loading="lazy"
                />
                <span className="engage-status">
                  {t(`engagePlay.photos.status.${currentPhoto(photo, activity.photos)}`)}
                </span>
                <Button
                  look="secondary"
                  aria-label={t('engagePlay.photos.deletePhoto')}
                  aria-disabled={remove.isPending}
                  onClick={() => !remove.isPending && remove.mutate(photo.id)}
                >
                  {t('engagePlay.photos.delete')}
                </Button>
              </li>
            ))}
          </ul>
          <SendFailure error={remove.error} />
        </div>
      )}
      <div className="engage-results">
        <h2>{t('engagePlay.photos.wall')}</h2>
        {wall.length === 0 ? (
          <p className="engage-facts">{t('engagePlay.photos.empty')}</p>
        ) : (
          <ul className="engage-photos">
            {wall.map((photo, index) => (
              <li key={photo.id} className="engage-photo">
                <img
                  src={photo.smallUrl}
                  alt={t('engagePlay.photos.wallPhoto', { number: index + 1 })}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function PhotoForm({ activity, sent }: { activity: LiveActivity; sent: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [justSent, setJustSent] = useState(false);
  const send = useSendPhoto(activity.id, setPercent);
  const left = sendsLeft(activity, sent);
  const closed = left === 0 || send.isPending;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const photo = event.target.files?.[0];
    // The same photo chosen again is a new choice.
    event.target.value = '';
    if (!photo || closed) return;
    setJustSent(false);
    setPercent(0);
    send.mutate(photo, {
      onSuccess: () => setJustSent(true),
      onSettled: () => setPercent(null),
    });
  }

  return (
    <div className="engage-form">
      <div className="engage-pickers">
        <label
          className={
            closed
              ? 'button button-primary button-large is-closed'
              : 'button button-primary button-large'
          }
        >
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            disabled={closed}
            aria-describedby={`${id}-left`}
            onChange={pick}
          />
          {t('engagePlay.photos.take')}
        </label>
        <label
          className={
            closed
              ? 'button button-secondary button-large is-closed'
              : 'button button-secondary button-large'
          }
        >
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            disabled={closed}
            aria-describedby={`${id}-left`}
            onChange={pick}
          />
          {t('engagePlay.photos.choose')}
        </label>
      </div>
      <p id={`${id}-left`} className="field-hint">
        {left > 0 ? t('engagePlay.photos.left', { count: left }) : t('engagePlay.photos.allSent')}
      </p>
      {percent !== null && (
        <progress
          className="upload-progress"
          max={100}
          value={percent}
          aria-label={t('engagePlay.photos.uploading')}
        >
          {percent}%
        </progress>
      )}
      <p className="engage-done" role="status">
        {justSent ? t('engagePlay.photos.sent') : ''}
      </p>
      <SendFailure error={send.error} />
    </div>
  );
}
