// The organisers' own filter words, one a line, beside the list the event ships with: text matching
// any of them waits for a moderator before the hall sees it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOUD_WORD_CHARS } from '../../../common/engage';
import { FormButtons } from '../../components/form-buttons';
import { FormField } from '../../components/form-field';
import { useToast } from '../../components/toast/toast-provider';
import { useSaveFilterWords } from './engage-admin-api';

/** The most organisers may add (common/engage-input.ts FilterWordsInput). */
const MOST_WORDS = 1_000;

/** The lines typed as words: trimmed, empty lines dropped, each once. */
const wordsOf = (typed: string) => [
  ...new Set(
    typed
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

export function FilterWordsForm({ words }: { words: string[] }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const [typed, setTyped] = useState(() => words.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveFilterWords({
    onSuccess: (saved) => {
      setTyped(saved.words.join('\n'));
      toast.show(t('engage.filter.saved', { count: saved.words.length }), 'success');
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const list = wordsOf(typed);
    const tooLong = list.find((word) => word.length > CLOUD_WORD_CHARS * 2);
    if (tooLong !== undefined || list.length > MOST_WORDS) {
      setError(
        tooLong !== undefined
          ? t('engage.filter.tooLong', { word: tooLong, max: CLOUD_WORD_CHARS * 2 })
          : t('engage.filter.tooMany', { max: MOST_WORDS }),
      );
      document.getElementById(`${id}-words`)?.focus();
      return;
    }
    setError(null);
    save.mutate(list);
  }

  const headingId = `${id}-heading`;
  return (
    <form
      className="form admin-card"
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      noValidate
    >
      <h3 id={headingId}>{t('engage.filter.heading')}</h3>
      <p className="field-hint">{t('engage.filter.intro')}</p>
      <FormField
        id={`${id}-words`}
        label={t('engage.filter.label')}
        hint={t('engage.filter.hint')}
        error={error}
        optional
      >
        {(control) => (
          <textarea
            {...control}
            className="admin-textarea"
            rows={6}
            spellCheck={false}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
      <FormButtons submitLabel={t('engage.filter.save')} busy={save.isPending} />
    </form>
  );
}
