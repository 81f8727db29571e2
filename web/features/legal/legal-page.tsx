// Terms (/terms) and Privacy (/privacy): short texts for an internal, confidential microsite. An
// event whose organisers wrote their own shows theirs, paragraph by paragraph, in the reader's
// language (English where they left the Hindi empty).
import { useTranslation } from 'react-i18next';
import { localized } from '../../../common/event';
import { useSite } from '../../lib/site-api';
import { useTextBundle } from '../../lib/text-bundle';
import { legalBundle } from '../../locales/legal-bundle';

export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  useTextBundle(legalBundle);
  const { t, i18n } = useTranslation();
  const own = useSite()?.pages[kind];
  const paragraphs = own
    ? localized(own, i18n.language)
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
    : t(`legal.${kind}`, { returnObjects: true });
  return (
    <article className="page legal">
      <h1>{t(kind === 'terms' ? 'legal.termsTitle' : 'legal.privacyTitle')}</h1>
      {!own && <p className="legal-updated">{t('legal.updated')}</p>}
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </article>
  );
}
