// The buttons under a new or edit form of the admin area: the submit, off while the form's write is
// on its way, and Cancel beside it where the form can be closed unsaved.
import { useTranslation } from 'react-i18next';
import { Button } from './button';

type Props = {
  submitLabel: string;
  /** The submit's own name, where several forms on the screen share its label. */
  submitName?: string;
  busy: boolean;
  /** Closes the form unsaved; no Cancel without it. */
  onCancel?: () => void;
};

export function FormButtons({ submitLabel, submitName, busy, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <div className="admin-toolbar">
      <Button type="submit" look="primary" aria-label={submitName} disabled={busy}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button look="secondary" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
      )}
    </div>
  );
}
