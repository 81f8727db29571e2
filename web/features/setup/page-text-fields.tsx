// The event form's terms and privacy texts: each the standard one, or the organisers' own in English
// and Hindi, which starts from the standard text when they first choose to write their own.
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { fieldId, type FieldErrors } from '../../lib/field-errors';
import { useTextBundle } from '../../lib/text-bundle';
import { legalBundle } from '../../locales/legal-bundle';
import { PAGE_KINDS, standardPageText, type EventFields, type PageKind } from './event-fields';

type Pages = EventFields['pages'];

type Props = {
  idPrefix: string;
  pages: Pages;
  errors: FieldErrors;
  /** The pages after a change, and the fields (paths in the request) whose errors it puts right. */
  onChange: (pages: Pages, ...edited: string[]) => void;
};

export function PageTextFields({ idPrefix, pages, errors, onChange }: Props) {
  // The standard texts an organiser's own start from.
  useTextBundle(legalBundle);
  const { t, i18n } = useTranslation();

  function setStandard(kind: PageKind, standard: boolean) {
    const page = pages[kind];
    const start = (language: 'en' | 'hi') =>
      page[language] || (standard ? '' : standardPageText(i18n, kind, language));
    onChange({ ...pages, [kind]: { standard, en: start('en'), hi: start('hi') } }, `pages.${kind}`);
  }

  return (
    <fieldset className="setup-fieldset">
      <legend>{t('setup.event.pagesHeading')}</legend>
      {PAGE_KINDS.map((kind) => {
        const page = pages[kind];
        const hintId = `${idPrefix}-${kind}-hint`;
        const text = (language: 'en' | 'hi') => {
          const field = `pages.${kind}.${language}`;
          const error = errors[field] ?? null;
          return (
            <FormField
              id={fieldId(idPrefix, field)}
              label={t(language === 'en' ? 'setup.event.textEn' : 'setup.event.textHi')}
              error={error}
              optional={language === 'hi'}
            >
              {(control) => (
                <textarea
                  {...control}
                  aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
                  className="admin-textarea"
                  lang={language === 'hi' ? 'hi' : undefined}
                  rows={8}
                  maxLength={20_000}
                  value={page[language]}
                  onChange={(event) =>
                    onChange(
                      { ...pages, [kind]: { ...page, [language]: event.target.value } },
                      field,
                    )
                  }
                />
              )}
            </FormField>
          );
        };
        return (
          <fieldset key={kind} className="setup-fieldset setup-page">
            <legend>{t(`setup.event.pages.${kind}`)}</legend>
            <label className="switch-row">
              <input
                id={fieldId(idPrefix, `pages.${kind}`)}
                type="checkbox"
                checked={page.standard}
                onChange={(event) => setStandard(kind, event.target.checked)}
              />
              <span>{t('setup.event.standard')}</span>
            </label>
            {!page.standard && (
              <>
                <p id={hintId} className="setup-note">
                  {t('setup.event.pageHint')}
                </p>
                {text('en')}
                {text('hi')}
              </>
            )}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
