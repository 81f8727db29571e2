// Reactions on a phone: a row of large buttons, each named in words; a tap sends it and the button
// answers with a small jump. The server lets one a second through per person and drops the rest
// quietly, so nothing here says whether a tap reached the screens.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REACTIONS, type LiveActivity, type Reaction } from '../../../common/engage';
import { useReact } from './engage-api';

/** Each reaction's name (its text's key), in REACTIONS' order. */
const NAMES: Record<Reaction, 'clap' | 'heart' | 'laugh' | 'party' | 'wow' | 'thumbsUp'> = {
  '👏': 'clap',
  '❤️': 'heart',
  '😂': 'laugh',
  '🎉': 'party',
  '😮': 'wow',
  '👍': 'thumbsUp',
};

/** How long a tapped button stays marked. */
const ACKNOWLEDGED_MS = 600;

export function ReactionsActivity({ activity }: { activity: LiveActivity }) {
  const { t } = useTranslation();
  const react = useReact(activity.id);
  // The last tap, counted so that a second tap of the same keeps its button marked a while longer.
  const [tapped, setTapped] = useState<{ emoji: Reaction; count: number } | null>(null);

  useEffect(() => {
    if (!tapped) return;
    const timer = window.setTimeout(() => setTapped(null), ACKNOWLEDGED_MS);
    return () => window.clearTimeout(timer);
  }, [tapped]);

  function tap(emoji: Reaction) {
    react.mutate(emoji);
    setTapped((last) => ({ emoji, count: (last?.count ?? 0) + 1 }));
  }

  return (
    <section className="engage-card">
      <p className="field-label engage-prompt">{t('engagePlay.reactions.prompt')}</p>
      <ul className="engage-reactions">
        {REACTIONS.map((emoji) => (
          <li key={emoji}>
            <button
              type="button"
              className={tapped?.emoji === emoji ? 'engage-reaction is-sent' : 'engage-reaction'}
              aria-label={t(`engagePlay.reactions.names.${NAMES[emoji]}`)}
              onClick={() => tap(emoji)}
            >
              <span aria-hidden="true">{emoji}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {tapped
          ? t('engagePlay.reactions.sent', {
              reaction: t(`engagePlay.reactions.names.${NAMES[tapped.emoji]}`),
            })
          : ''}
      </p>
    </section>
  );
}
