// The live game's marks for an option's place: a colour and a shape each, the same on every phone
// and big screen, so "the red triangle" names one answer in the hall (and colour is never alone).
import type { CSSProperties } from 'react';

type AnswerShape = 'triangle' | 'diamond' | 'circle' | 'square' | 'star' | 'hexagon';

export interface AnswerMarkStyle {
  shape: AnswerShape;
  /** The option's fill. */
  colour: string;
  /** Text and shape drawn on the fill: dark on amber, white elsewhere (contrast ≥ 4.5). */
  ink: string;
}

/** One per option place, in order (a question has at most six options, QUIZ_LIMITS.maxOptions). */
const ANSWER_MARKS: readonly AnswerMarkStyle[] = [
  { shape: 'triangle', colour: '#c62828', ink: '#ffffff' },
  { shape: 'diamond', colour: '#1565c0', ink: '#ffffff' },
  { shape: 'circle', colour: '#f9a825', ink: '#1a1a1a' },
  { shape: 'square', colour: '#2e7d32', ink: '#ffffff' },
  { shape: 'star', colour: '#6a1b9a', ink: '#ffffff' },
  { shape: 'hexagon', colour: '#00838f', ink: '#ffffff' },
];

/** The marks of an option's place (wrapping, should a question ever have more than six). */
export function answerMark(place: number): AnswerMarkStyle {
  return ANSWER_MARKS[place % ANSWER_MARKS.length]!;
}

/** The fill and ink of an option's place, for a button or a tile's `style`. */
export function answerMarkColours(place: number): CSSProperties {
  const mark = answerMark(place);
  return { backgroundColor: mark.colour, color: mark.ink };
}

// On a 24-unit square; each shape fills it about equally, so none looks heavier.
const SHAPE_PATHS: Record<AnswerShape, string> = {
  triangle: 'M12 2.5 22.5 21H1.5z',
  diamond: 'M12 1.5 22.5 12 12 22.5 1.5 12z',
  circle: 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20z',
  square: 'M3 3h18v18H3z',
  star: 'm12 1.5 3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.6l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z',
  hexagon: 'M12 1.5 21.1 6.75v10.5L12 22.5l-9.1-5.25V6.75z',
};

interface AnswerMarkProps {
  place: number;
  className?: string;
}

/**
 * The shape of an option's place, drawn in the current text colour (the ink, on the option's fill).
 * Decorative: the option's own text says what it is.
 */
export function AnswerMark({ place, className }: AnswerMarkProps) {
  const { shape } = answerMark(place);
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-shape={shape}
    >
      <path d={SHAPE_PATHS[shape]} />
    </svg>
  );
}
