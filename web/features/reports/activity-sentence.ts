// An activity entry as a sentence in the reader's language: "Asha moved Ravi Kumar from Lucknow to
// Varanasi". The server sends who, what and the names it mentions; the words are the texts'
// (admin.activity.sentences), and an action without a sentence of its own is told from its name.
import type { TFunction } from 'i18next';
import type { ActivityEntry, ActivityName } from '../../../common/admin-api';
import type { AdminTexts } from '../../locales/admin-bundle';

type SentenceKey = keyof AdminTexts['admin']['activity']['sentences'] extends infer Key
  ? Key extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : Key
  : never;
type UnnamedPart = keyof AdminTexts['admin']['activity']['unnamed'];

/** Each action's sentence; a few choose theirs by what the change did. */
const SENTENCES: Record<string, SentenceKey | ((entry: ActivityEntry) => SentenceKey)> = {
  'admin.grant': 'organiserGranted',
  'admin.revoke': 'organiserRevoked',
  'organiser.name': 'organiserNamed',
  'sign-in-limits.clear': 'limitsCleared',
  'registration.correct': (entry) => ('to' in entry.names ? 'personMoved' : 'personCorrected'),
  'registration.remove': 'registrationRemoved',
  'attempt.void': 'playVoided',
  'registry.reset': (entry) => ('person' in entry.names ? 'codeResetRemoving' : 'codeReset'),
  'registry.import': 'registryImported',
  'quiz.create': 'quizCreated',
  'quiz.update': 'quizUpdated',
  'quiz.switch': (entry) => (entry.counts.open === 1 ? 'quizOpened' : 'quizClosed'),
  'quiz.duplicate': 'quizDuplicated',
  'quiz.archive': 'quizArchived',
  'quiz.restore': 'quizRestored',
  'quiz.delete': 'quizDeleted',
  'quiz.regrade': 'quizRegraded',
  'question.add': 'questionAdded',
  'question.update': 'questionEdited',
  'question.delete': 'questionDeleted',
  'question.reorder': 'questionsReordered',
  'question.image': 'pictureAdded',
  'question.image.remove': 'pictureRemoved',
  'question.import': 'questionsImported',
  'setup.event': 'eventChanged',
  'setup.import': 'setupImported',
  'team.add': 'teamAdded',
  'team.update': 'teamChanged',
  'team.remove': 'teamRemoved',
  'team.reorder': 'teamsReordered',
  'team.logo': 'teamLogo',
  'team.poster': 'teamPoster',
  'team.logo.undo': 'teamLogoUndone',
  'team.poster.undo': 'teamPosterUndone',
  'brand.replace': 'brandReplaced',
  'brand.undo': 'brandUndone',
  'slogan.add': 'sloganAdded',
  'slogan.remove': 'sloganRemoved',
  'slogan.reorder': 'slogansReordered',
  'video.add': 'videoAdded',
  'video.rename': 'videoRenamed',
  'video.cover': 'videoCover',
  'video.remove': 'videoRemoved',
  'video.reorder': 'videosReordered',
  'screen.create': 'screenCreated',
  'screen.update': 'screenChanged',
  'screen.revoke': 'screenRevoked',
  'announcement.create': 'announcementPosted',
  'announcement.end': 'announcementEnded',
  'screen.show': 'screenShows',
  'engage.create': 'engageCreated',
  'engage.update': 'engageChanged',
  'engage.start': 'engageStarted',
  'engage.end': 'engageEnded',
  'engage.delete': 'engageDeleted',
  'engage.photo.approve': 'photoApproved',
  'engage.photo.hide': 'photoHidden',
  'engage.question.approve': 'stageQuestionApproved',
  'engage.question.answer': 'stageQuestionAnswered',
  'engage.question.pin': 'stageQuestionPinned',
  'engage.question.unpin': 'stageQuestionUnpinned',
  'engage.question.hide': 'stageQuestionHidden',
  'engage.word.approve': 'cloudWordApproved',
  'engage.word.hide': 'cloudWordHidden',
  'engage.filter': 'filterWordsChanged',
  'game.open': 'gameOpened',
  'game.start': 'gameStarted',
  'game.reveal': 'gameRevealed',
  'game.next': 'gameNext',
  'game.pause': 'gamePaused',
  'game.resume': 'gameResumed',
  'game.end': 'gameEnded',
  'game.close': 'gameClosed',
  'game.key': 'gameKeyChanged',
  'game.void': 'gameQuestionVoided',
};

/** The number each counted sentence is about. */
const COUNTED: Partial<Record<SentenceKey, string>> = {
  registryImported: 'added',
  quizRegraded: 'plays',
  questionsImported: 'count',
};

const UNNAMED: readonly UnnamedPart[] = [
  'person',
  'organiser',
  'quiz',
  'team',
  'screen',
  'video',
  'text',
  'code',
  'slot',
  'title',
];

const inLanguage = (name: ActivityName, language: string) =>
  typeof name === 'string' ? name : language === 'hi' && name.hi ? name.hi : name.en;

/** "games.set" as "games set": an action nobody gave a sentence, in readable words. */
const wordsOf = (action: string) => action.replace(/[._-]+/g, ' ').trim();

export function activitySentence(entry: ActivityEntry, t: TFunction, language: string): string {
  const { action } = entry;
  const chosen = SENTENCES[action];
  const key = typeof chosen === 'function' ? chosen(entry) : chosen;
  const values: Record<string, string | number> = {};
  // A name the entry does not carry reads as "a quiz", "someone": never an empty gap.
  for (const part of UNNAMED) values[part] = t(`admin.activity.unnamed.${part}`);
  values.from = action === 'quiz.duplicate' ? values.quiz! : values.team!;
  values.to = values.team!;
  values.name = entry.actor;
  for (const [part, name] of Object.entries(entry.names)) values[part] = inLanguage(name, language);
  if (entry.names.slot !== undefined) {
    const slot = inLanguage(entry.names.slot, 'en');
    values.slot = t(`setup.brand.slots.${slot}` as 'setup.brand.slots.eventLogo', {
      defaultValue: slot,
    });
  }
  values.actor = entry.actor;
  if (!key) return t('admin.activity.sentences.other', { ...values, what: wordsOf(entry.action) });
  const counted = COUNTED[key];
  if (counted) values.count = entry.counts[counted] ?? 0;
  // A counted sentence's key names its plural forms (_one, _other), which the types do not see.
  const said: unknown = t(`admin.activity.sentences.${key}`, values);
  return typeof said === 'string' ? said : wordsOf(action);
}
