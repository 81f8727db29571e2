// Terms (/terms) and Privacy (/privacy): short texts for an internal, confidential microsite.
import { useTranslation } from 'react-i18next';

export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const paragraphs = t(`legal.${kind}`, { returnObjects: true });
  return (
    <article className="page legal">
      <h1>{t(kind === 'terms' ? 'legal.termsTitle' : 'legal.privacyTitle')}</h1>
      <p className="legal-updated">{t('legal.updated')}</p>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </article>
  );
}
