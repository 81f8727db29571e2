// The order a play shows a question's options in. The play's copy of the question keeps its
// options as written, with the answer key by text, so grading, the regrade and the reports read it
// as ever; a play of a quiz that shuffles also keeps the order it was dealt (`order`), so a reload
// or a resumed play shows the options where they were.
import { pickQuestions } from './pick-questions.js';
import type { ServedQuestion } from './quizzes.js';

/** The option places 0..count-1 in a random order (Fisher-Yates with the given random source). */
function shuffledOrder(count: number, random: (max: number) => number): number[] {
  return pickQuestions(
    Array.from({ length: count }, (_, index) => index),
    count,
    random,
  );
}

/** The question dealt its own order of options when its quiz shuffles them. */
export function dealOptions(
  question: ServedQuestion,
  shuffle: boolean,
  random: (max: number) => number,
): ServedQuestion {
  return shuffle
    ? { ...question, order: shuffledOrder(question.options.length, random) }
    : question;
}

/** The options in the order this play shows them. */
export function optionsAsShown(question: Pick<ServedQuestion, 'options' | 'order'>): string[] {
  const { options, order } = question;
  // A copy whose order does not fit its options (it never should) is shown as written.
  if (!order || order.length !== options.length) return options;
  return order.map((index) => options[index]!);
}
