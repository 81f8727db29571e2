// What Engage's routes accept, checked by the server with classic zod as every input is
// (common/engage.ts has the shapes it sends, in zod/mini for the browser). A rule's message is the
// name of its text in common/messages.ts.
import { z } from 'zod';
import {
  CLOUD_WORD_CHARS,
  ENGAGE_KINDS,
  ENGAGE_POINTS,
  ENGAGE_TITLE_CHARS,
  PER_PERSON,
  POLL_OPTION_CHARS,
  POLL_OPTIONS,
  QUESTION_CHARS,
  REACTIONS,
  ScreenShow as ScreenShowShape,
  cloudWord,
} from './engage.js';
import type { MessageKey } from './messages.js';
import { textLine } from './setup.js';

const key = (name: MessageKey): MessageKey => name;
const moment = z.int({ error: key('scheduleNotATime') }).min(0, key('scheduleNotATime'));

const Option = z.strictObject({
  en: textLine('textRequired', POLL_OPTION_CHARS),
  hi: textLine(null, POLL_OPTION_CHARS).default(''),
});

/** POST /api/admin/engage and PUT /api/admin/engage/:id. */
export const ActivityInput = z
  .strictObject({
    kind: z.enum(ENGAGE_KINDS),
    title: z.strictObject({
      en: textLine('engageTitleRequired', ENGAGE_TITLE_CHARS),
      hi: textLine(null, ENGAGE_TITLE_CHARS).default(''),
    }),
    /** A poll's options; ignored (and best empty) for the other kinds. */
    options: z.array(Option).max(POLL_OPTIONS.max, key('pollOptionsCount')).default([]),
    multiple: z.boolean().default(false),
    /** Words, questions or photos per person; the kind's default when absent. */
    perPerson: z.int().min(1).max(20).nullable().default(null),
    moderated: z.boolean().default(true),
    anonymous: z.boolean().default(true),
    points: z.int().min(0).max(ENGAGE_POINTS.max).default(0),
    pointsCap: z.int().min(0).max(ENGAGE_POINTS.capMax).default(0),
    /** When it starts; null: now. */
    startsAt: moment.nullable(),
    /** When it ends by itself; null: when an organiser ends it. */
    endsAt: moment.nullable(),
  })
  .superRefine((input, context) => {
    if (input.endsAt !== null && input.endsAt <= (input.startsAt ?? 0))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: key('endsBeforeStarts') });
    if (input.kind === 'poll') {
      if (input.options.length < POLL_OPTIONS.min)
        context.addIssue({ code: 'custom', path: ['options'], message: key('pollOptionsCount') });
      const seen = new Set<string>();
      input.options.forEach((option, index) => {
        const form = cloudWord(option.en);
        if (seen.has(form))
          context.addIssue({
            code: 'custom',
            path: ['options', index, 'en'],
            message: key('pollOptionsSame'),
          });
        seen.add(form);
      });
    }
    if (input.kind === 'cloud' || input.kind === 'qna' || input.kind === 'photos') {
      const limit = PER_PERSON[input.kind];
      if (input.perPerson !== null && input.perPerson > limit.max)
        context.addIssue({ code: 'custom', path: ['perPerson'], message: key('tooLong') });
    }
  });
export type ActivityInput = z.infer<typeof ActivityInput>;

export const ActivityParams = z.strictObject({ id: z.uuid() });

/** POST /api/engage/:id/vote: the options' places. */
export const VoteInput = z.strictObject({
  choices: z
    .array(
      z
        .int()
        .min(0)
        .max(POLL_OPTIONS.max - 1),
    )
    .min(1)
    .max(POLL_OPTIONS.max),
});
export type VoteInput = z.infer<typeof VoteInput>;

/** POST /api/engage/:id/words: one or more words (a short phrase each). */
export const WordsInput = z.strictObject({
  words: z
    .array(
      textLine('cloudWordRequired', CLOUD_WORD_CHARS).refine(
        (word) => cloudWord(word).length > 0,
        key('cloudWordRequired'),
      ),
    )
    .min(1)
    .max(PER_PERSON.cloud.max),
});
export type WordsInput = z.infer<typeof WordsInput>;

export const WordParams = z.strictObject({
  id: z.uuid(),
  word: z
    .string()
    .min(1)
    .max(CLOUD_WORD_CHARS * 4),
});

/** POST /api/engage/:id/questions. */
export const QuestionInput = z.strictObject({
  text: textLine('stageQuestionRequired', QUESTION_CHARS),
  /** Not named to the hall (organisers always see who asked). */
  anonymous: z.boolean().default(false),
});
export type QuestionInput = z.infer<typeof QuestionInput>;

/** POST /api/engage/:id/reactions. */
export const ReactionInput = z.strictObject({ emoji: z.enum(REACTIONS) });
export type ReactionInput = z.infer<typeof ReactionInput>;

/** Moderation of a question. */
export const QUESTION_ACTIONS = ['approve', 'answer', 'pin', 'unpin', 'hide'] as const;
export const QuestionActionParams = z.strictObject({
  id: z.uuid(),
  action: z.enum(QUESTION_ACTIONS),
});

/** Moderation of a word (one person's) or a photo. */
export const SHOW_ACTIONS = ['approve', 'hide'] as const;
export const WordActionInput = z.strictObject({
  userId: z.string().min(1).max(100),
  word: z
    .string()
    .min(1)
    .max(CLOUD_WORD_CHARS * 4),
  action: z.enum(SHOW_ACTIONS),
});
export type WordActionInput = z.infer<typeof WordActionInput>;
export const PhotoActionParams = z.strictObject({ id: z.uuid(), action: z.enum(SHOW_ACTIONS) });

/** PUT /api/admin/engage/filter: the organisers' own words, beside the shipped list. */
export const FilterWordsInput = z.strictObject({
  words: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(CLOUD_WORD_CHARS * 2),
    )
    .max(1_000),
});
export type FilterWordsInput = z.infer<typeof FilterWordsInput>;

/** POST /api/admin/screens/:id/show. */
export const ScreenShowInput = z.strictObject({
  show: z.string().refine((value) => ScreenShowShape.safeParse(value).success),
});
export type ScreenShowInput = z.infer<typeof ScreenShowInput>;
