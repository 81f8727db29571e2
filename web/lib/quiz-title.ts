// A quiz's title in the reader's language: Hindi when chosen and written, English otherwise.
import type { QuizSummary } from '../../common/api';

export function quizTitle(title: QuizSummary['title'], language: string): string {
  return language.startsWith('hi') && title.hi ? title.hi : title.en;
}
