// The admin screens' one-line form for a mobile number (granting an admin, checking a phone's limits).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  submitLabel: string;
  primary?: boolean;
  onSubmit: (phone: string) => void;
};

export function PhoneForm({ submitLabel, primary, onSubmit }: Props) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  return (
    <form
      className="admin-toolbar"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(phone);
      }}
    >
      <label className="field">
        <span className="field-label">{t('register.phoneLabel')}</span>
        <input
          type="tel"
          inputMode="numeric"
          value={phone}
          onChange={(event) => setPhone(event.target.value.replace(/[^\d+]/g, ''))}
        />
      </label>
      <button
        type="submit"
        className={primary ? 'button button-primary' : 'button button-secondary'}
        disabled={!phone}
      >
        {submitLabel}
      </button>
    </form>
  );
}
