// The hall's reactions on a venue screen while a reactions activity runs: emoji floating up from
// the bottom over whatever shows, a few per burst and a screenful at most; for a screen that asked
// for less motion, a quiet count of each instead.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactionBurst } from '../../../common/engage';
import type { ReactionFeed } from './reaction-feed';
import { addBurst, FLOAT_MS, floatersOf, totalsInOrder, type Floater } from './reaction-floaters';

/** Whether the screen asked for less motion, following a change of the setting. */
export function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [calm, setCalm] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media?.addEventListener) return;
    const changed = () => setCalm(media.matches);
    media.addEventListener('change', changed);
    return () => media.removeEventListener('change', changed);
  }, []);
  return calm;
}

/**
 * The reactions of the activity `running` (null: none runs): the emoji afloat now, and the totals
 * since this screen began showing it.
 */
export function useReactions(feed: ReactionFeed, running: string | null, calm: boolean) {
  const [floaters, setFloaters] = useState<Floater[]>([]);
  const [totals, setTotals] = useState({ of: running, counts: new Map<string, number>() });
  if (totals.of !== running) setTotals({ of: running, counts: new Map() });

  useEffect(() => {
    if (!running) return;
    // Counted here, beside the timers that take them off, so a burst knows the room left at once.
    let nextId = 0;
    let afloat = 0;
    const timers = new Set<number>();
    const stop = feed.listen((burst: ReactionBurst) => {
      setTotals((was) => ({ of: running, counts: addBurst(was.counts, burst) }));
      if (calm) return;
      const added = floatersOf(burst, afloat, nextId);
      nextId += added.length;
      afloat += added.length;
      for (const floater of added) {
        const timer = window.setTimeout(() => {
          timers.delete(timer);
          afloat -= 1;
          setFloaters((now) => now.filter((each) => each.id !== floater.id));
        }, FLOAT_MS + floater.delay);
        timers.add(timer);
      }
      if (added.length > 0) setFloaters((now) => [...now, ...added]);
    });
    return () => {
      stop();
      timers.forEach((timer) => window.clearTimeout(timer));
      setFloaters([]);
    };
  }, [feed, running, calm]);

  return { floaters, totals: totalsInOrder(totals.counts) };
}

/** The emoji afloat, over everything, out of the way of pointers and screen readers. */
export function FloatingReactions({ floaters }: { floaters: Floater[] }) {
  return (
    <div className="screen-floaters" aria-hidden="true">
      {floaters.map((floater) => (
        <span
          key={floater.id}
          style={{ left: `${floater.left}%`, animationDelay: `${floater.delay}ms` }}
        >
          {floater.emoji}
        </span>
      ))}
    </div>
  );
}

/** Each emoji with how many were sent: in a corner, or `large` as the reactions' own view. */
export function ReactionTotals({
  totals,
  large = false,
}: {
  totals: [string, number][];
  large?: boolean;
}) {
  const { t } = useTranslation();
  if (totals.length === 0)
    return large ? <p className="screen-engage-empty">{t('screen.reactionsEmpty')}</p> : null;
  return (
    <ul
      className={
        large ? 'screen-reaction-totals screen-reaction-totals-large' : 'screen-reaction-totals'
      }
      aria-label={t('screen.reactionsSent')}
    >
      {totals.map(([emoji, count]) => (
        <li key={emoji}>
          <span className="screen-reaction-emoji">{emoji}</span>
          <span>{count}</span>
        </li>
      ))}
    </ul>
  );
}
