// A word cloud on a venue screen: the words sent, each as large as its count (cloud-layout.ts), the
// whole cloud as large as its box lets it be; a new word fades in where it lands.
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveActivity } from '../../../common/engage';
import { cloudLayout, CLOUD_STEPS } from './cloud-layout';
import { hideWhatOverflows, tallerThanItsBox } from './fit-list';
import { useFitText } from './use-fit-text';

/** The cloud's size at 1em, in vh: its smallest words never under the screen's floor for text. */
const CLOUD_SIZE = { largest: 5, smallest: 2.4 };

export function CloudScreen({ activity }: { activity: LiveActivity }) {
  const { t } = useTranslation();
  const words = cloudLayout(activity.cloud?.words ?? []);
  const order = words.map((each) => `${each.word}:${each.step}`).join('|');
  const boxRef = useFitText<HTMLDivElement>(order, CLOUD_SIZE, tallerThanItsBox, hideWhatOverflows);
  const listRef = useFadeInNewWords(order);

  return (
    <>
      <div ref={boxRef} className="screen-cloud">
        {words.length === 0 ? (
          <p className="screen-engage-empty">{t('screen.cloudEmpty')}</p>
        ) : (
          <ul ref={listRef} className="screen-fit-list" aria-label={t('screen.cloudWords')}>
            {words.map(({ word, count, step, colour }) => (
              <li
                key={word}
                data-word={word}
                style={{ fontSize: `${CLOUD_STEPS[step]}em`, color: colour }}
              >
                {word}
                <span className="visually-hidden">{`: ${t('screen.votes', { count })}`}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="screen-engage-total">
        {t('screen.cloudSenders', { count: activity.cloud?.senders ?? 0 })}
      </p>
    </>
  );
}

/**
 * Words that were not in the cloud before fade in; the others stay as they are, even when a new
 * word moves them along their row. Nothing fades for someone who asked for less motion.
 */
function useFadeInNewWords(order: string) {
  const listRef = useRef<HTMLUListElement>(null);
  const known = useRef<Set<string> | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const words = new Set<string>();
    for (const item of list.querySelectorAll<HTMLElement>('li[data-word]')) {
      const word = item.dataset.word!;
      words.add(word);
      if (calm || known.current?.has(word) || typeof item.animate !== 'function') continue;
      item.animate(
        [
          { opacity: 0, transform: 'scale(0.6)' },
          { opacity: 1, transform: 'none' },
        ],
        {
          duration: 900,
          easing: 'ease-out',
        },
      );
    }
    known.current = words;
  }, [order]);
  return listRef;
}
