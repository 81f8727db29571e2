// Each answer's mark: a shape and a colour, so that options differ for a reader who cannot tell
// the colours apart, and the big screen and every phone name an option the same way ("the red
// triangle"). The colours are in live-game.css (`.live-option-0` …), each behind text at 4.5:1 or more.
const SHAPES = [
  <path key="triangle" d="M12 2.5 22.5 21h-21z" />,
  <path key="diamond" d="M12 1.5 22.5 12 12 22.5 1.5 12z" />,
  <circle key="circle" cx="12" cy="12" r="10" />,
  <rect key="square" x="2.5" y="2.5" width="19" height="19" rx="2" />,
  <path
    key="star"
    d="m12 1.5 3.1 7 7.4.6-5.6 4.9 1.7 7.5L12 17.6l-6.6 3.9 1.7-7.5L1.5 9.1l7.4-.6z"
  />,
  <path key="hexagon" d="M6.5 2.5h11L23 12l-5.5 9.5h-11L1 12z" />,
];

/** The mark of the option at `index` (the game allows at most six). */
export function AnswerShape({ index }: { index: number }) {
  return (
    <svg className="live-shape" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {SHAPES[index % SHAPES.length]}
    </svg>
  );
}
