// A poll on a venue screen: each option a bar that grows as the votes come in, with its share of
// the voters and its votes, in a colour of its own; and how many have voted.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveActivity, PollResults } from '../../../common/engage';
import { TEXT_FLOOR_VH } from './standings-size';
import { useFitText } from './use-fit-text';

/** Bright fills that stand out on the screen's dark panel, one per option place (at most six). */
const BAR_COLOURS = ['#fbbf24', '#22d3ee', '#f472b6', '#4ade80', '#a78bfa', '#fb923c'];

/** Each option's share of the voters, in whole per cent (several options each may have in a multiple choice). */
export function pollShares(results: PollResults | null, options: number): number[] {
  const voters = results?.voters ?? 0;
  return Array.from({ length: options }, (_, place) => {
    const count = results?.counts[place] ?? 0;
    return voters > 0 ? Math.round((count * 100) / voters) : 0;
  });
}

/** The options' text size by how many there are: as large as their rows let them be. */
function optionSizeVh(options: number): number {
  return options <= 3 ? 4.6 : options === 4 ? 4.2 : 3.6;
}

const overflows = (element: HTMLElement) =>
  element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;

export function PollScreen({ activity }: { activity: LiveActivity }) {
  const { t } = useTranslation();
  const results = activity.poll;
  const shares = pollShares(results, activity.options.length);
  const sizeVh = optionSizeVh(activity.options.length);

  return (
    <>
      <ol
        className="screen-poll-options"
        aria-label={t('screen.liveOptions')}
        style={
          { '--poll-rows': activity.options.length, '--poll-size': `${sizeVh}vh` } as CSSProperties
        }
      >
        {activity.options.map((option, place) => (
          <li
            key={place}
            style={{ '--bar': BAR_COLOURS[place % BAR_COLOURS.length] } as CSSProperties}
          >
            <OptionText option={option} sizeVh={sizeVh} />
            <span className="screen-poll-bar" aria-hidden="true">
              <span style={{ width: `${shares[place]}%` }} />
            </span>
            <span className="screen-poll-share">
              <strong>{shares[place]}%</strong>
              <span>{t('screen.votes', { count: results?.counts[place] ?? 0 })}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="screen-engage-total">
        {activity.multiple && <span>{t('screen.pollMultiple')}</span>}
        {t('screen.pollVoters', { count: results?.voters ?? 0 })}
      </p>
    </>
  );
}

/** An option in English and, under it, in Hindi when given; shrinking to fit its row. */
function OptionText({ option, sizeVh }: { option: { en: string; hi: string }; sizeVh: number }) {
  const hindi = option.hi && option.hi !== option.en ? option.hi : null;
  const ref = useFitText<HTMLSpanElement>(
    `${option.en}|${hindi ?? ''}`,
    { largest: sizeVh, smallest: TEXT_FLOOR_VH },
    overflows,
  );
  return (
    <span ref={ref} className="screen-poll-option">
      <span lang="en">{option.en}</span>
      {hindi && <span lang="hi">{hindi}</span>}
    </span>
  );
}
