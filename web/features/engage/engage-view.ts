// What a phone makes of the public state and the person's own sends: their part of one activity,
// a poll's shares, how many more they may send, and their sends' statuses brought up to date by the
// pushes (the hall's list names what a moderator let through since the person last read theirs).
import {
  cloudWord,
  type CloudResults,
  type EngageView,
  type LiveActivity,
  type MyPhoto,
  type MyQuestion,
  type MySends,
  type MyWord,
  type PhotoResults,
  type QnaResults,
} from '../../../common/engage';

/** The person's part of an activity: nothing sent yet when the server listed none. */
export function mineOf(view: EngageView, activityId: string): MySends {
  return (
    view.mine.find((each) => each.activityId === activityId) ?? {
      activityId,
      votes: [],
      words: [],
      questions: [],
      upvoted: [],
      photos: [],
      points: 0,
    }
  );
}

export function activityOf(view: EngageView, activityId: string): LiveActivity | undefined {
  return view.state.activities.find((activity) => activity.id === activityId);
}

/** Each option's share of the people who voted, in whole percent (0 before anyone voted). */
export function pollShares(counts: number[], voters: number): number[] {
  return counts.map((count) => (voters > 0 ? Math.round((count / voters) * 100) : 0));
}

/** How many more words, questions or photos the person may send here. */
export function sendsLeft(activity: LiveActivity, sent: number): number {
  return Math.max(0, activity.perPerson - sent);
}

export function currentQuestion(
  question: MyQuestion,
  hall: QnaResults | null,
): MyQuestion['status'] {
  const shown = hall?.questions.find((each) => each.id === question.id);
  return question.status === 'pending' && shown ? shown.status : question.status;
}

export function currentPhoto(photo: MyPhoto, wall: PhotoResults | null): MyPhoto['status'] {
  const shown = wall?.photos.some((each) => each.id === photo.id);
  return photo.status === 'pending' && shown ? 'approved' : photo.status;
}

export function currentWord(word: MyWord, cloud: CloudResults | null): MyWord['status'] {
  const shown = cloud?.words.some((each) => cloudWord(each.word) === word.word);
  return word.status === 'held' && shown ? 'shown' : word.status;
}
