// Back: returns through history when there is some (more than 2 entries), else goes to a fallback.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

const BACK_HISTORY_THRESHOLD = 2;

export function BackButton({ fallback = '/home' }: { fallback?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation();

  function handleClick() {
    if (window.history.length > BACK_HISTORY_THRESHOLD) void navigate(-1);
    else void navigate(fallback);
  }

  return (
    <button type="button" className="back-button" onClick={handleClick}>
      <span aria-hidden="true">←</span> {t('common.back')}
    </button>
  );
}
