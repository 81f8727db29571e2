// The questions of one play: drawn at random from its quiz.

/** n distinct items in random order (Fisher-Yates with a CSPRNG); all of them when fewer than n. */
export function pickQuestions<T>(questions: T[], n: number, random: (max: number) => number): T[] {
  const copy = [...questions];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}
