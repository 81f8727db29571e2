// The camera modal: rear-facing camera, Take makes a JPEG (quality 0.9) and stops it, Cancel stops it.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';

const CAMERA_FALLBACK = { width: 640, height: 480 };
const JPEG_QUALITY = 0.9;

type Props = { open: boolean; onClose: () => void; onPhoto: (file: File) => void };

export function CameraDialog({ open, onClose, onPhoto }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  function stopCamera() {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 640 }, height: { ideal: 480 } },
        audio: false,
      })
      .then((media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        stream.current = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play().catch(() => {});
        }
      })
      .catch(() => {
        if (cancelled) return;
        toast.show(t('profile.cameraError'), 'error');
        onClose();
      });
    return () => {
      cancelled = true;
      stopCamera();
    };
  }, [open, onClose, t, toast]);

  function handleTake() {
    const element = video.current;
    if (!element) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth || CAMERA_FALLBACK.width;
    canvas.height = element.videoHeight || CAMERA_FALLBACK.height;
    canvas.getContext('2d')?.drawImage(element, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        stopCamera();
        if (blob) onPhoto(new File([blob], `selfie-${Date.now()}.jpg`, { type: 'image/jpeg' }));
        onClose();
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={() => {
        stopCamera();
        onClose();
      }}
      title={t('profile.cameraTitle')}
      description={t('profile.cameraDescription')}
      hideDescription
      cancelLabel={t('profile.cancel')}
      confirmLabel={t('profile.take')}
      onConfirm={handleTake}
      className="camera-dialog"
    >
      <video ref={video} className="camera-video" playsInline muted />
    </ConfirmDialog>
  );
}
