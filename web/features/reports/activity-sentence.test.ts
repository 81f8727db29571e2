// The activity's sentences in English and Hindi: names where the server sends them, readable words
// where it sends none, and never a phone or the entry's data as it is kept.
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../common/admin-api';
import { initI18n } from '../../lib/i18n';
import { adminBundle } from '../../locales/admin-bundle';
import { activitySentence } from './activity-sentence';
import { relativeTime } from './relative-time';

const texts: Record<'en' | 'hi', TFunction> = {} as Record<'en' | 'hi', TFunction>;

beforeAll(() => {
  const i18n = initI18n('en');
  for (const [language, bundle] of Object.entries(adminBundle.texts))
    i18n.addResourceBundle(language, adminBundle.namespace, bundle);
  texts.en = i18n.getFixedT('en');
  texts.hi = i18n.getFixedT('hi');
});

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'e1',
  at: 0,
  actor: 'Asha',
  action: 'registration.correct',
  kind: 'people',
  names: {},
  counts: {},
  ...overrides,
});

const sentence = (language: 'en' | 'hi', overrides: Partial<ActivityEntry>) =>
  activitySentence(entry(overrides), texts[language], language);

const moved = {
  action: 'registration.correct',
  names: {
    person: 'Ravi Kumar',
    from: { en: 'Kanpur', hi: 'कानपुर' },
    to: { en: 'Bhopal', hi: 'भोपाल' },
  },
};

describe('an activity sentence', () => {
  it('says who moved whom from which team to which, in either language', () => {
    expect(sentence('en', moved)).toBe('Asha moved Ravi Kumar from Kanpur to Bhopal');
    expect(sentence('hi', moved)).toBe('Asha ने Ravi Kumar को कानपुर से भोपाल में भेजा');
  });

  it('counts what an import brought, with the quiz in the reader’s language', () => {
    const imported = {
      action: 'question.import',
      names: { quiz: { en: 'Quiz 2', hi: 'क्विज़ 2' } },
      counts: { count: 30 },
    };
    expect(sentence('en', imported)).toBe('Asha imported 30 questions into Quiz 2');
    expect(sentence('hi', imported)).toBe('Asha ने क्विज़ 2 में 30 प्रश्न आयात किए');
    expect(sentence('en', { ...imported, counts: { count: 1 } })).toBe(
      'Asha imported 1 question into Quiz 2',
    );
  });

  it('names the organiser granted access', () => {
    const granted = { action: 'admin.grant', names: { organiser: 'Vikram' } };
    expect(sentence('en', granted)).toBe('Asha granted Vikram organiser access');
    expect(sentence('hi', granted)).toBe('Asha ने Vikram को आयोजक की पहुँच दी');
  });

  it('chooses the sentence by what a change did', () => {
    const quiz = { quiz: { en: 'Quiz 1', hi: 'क्विज़ 1' } };
    expect(sentence('en', { action: 'quiz.switch', names: quiz, counts: { open: 1 } })).toBe(
      'Asha opened Quiz 1',
    );
    expect(sentence('en', { action: 'quiz.switch', names: quiz, counts: { open: 0 } })).toBe(
      'Asha closed Quiz 1',
    );
    expect(sentence('en', { action: 'registration.correct', names: { person: 'Ravi' } })).toBe(
      'Asha corrected the registration of Ravi',
    );
    expect(sentence('en', { action: 'brand.replace', names: { slot: 'eventLogo' } })).toBe(
      'Asha replaced the Event logo',
    );
    expect(sentence('en', { action: 'brand.undo', names: { slot: 'welcome' } })).toBe(
      'Asha put back the earlier Welcome picture',
    );
    expect(sentence('en', { action: 'team.logo.undo', names: { team: 'Bhopal' } })).toBe(
      'Asha put back the earlier logo of Bhopal',
    );
  });

  it('reads a name the entry does not carry as "a quiz", never as a gap', () => {
    expect(sentence('en', { action: 'quiz.delete' })).toBe('Asha deleted the quiz a quiz');
    expect(sentence('en', { action: 'team.update' })).toBe('Asha changed the team a team');
  });

  it('tells an action without a sentence of its own in words, not as data', () => {
    expect(sentence('en', { action: 'games.set', kind: null })).toBe(
      'Asha made a change: games set',
    );
    expect(sentence('hi', { action: 'games.set', kind: null })).toBe(
      'Asha ने एक बदलाव किया: games set',
    );
  });

  it('has a sentence for every action the server writes', () => {
    const actions = [
      ...['admin.grant', 'admin.revoke', 'organiser.name', 'sign-in-limits.clear'],
      ...['registration.correct', 'registration.remove', 'attempt.void'],
      ...['registry.reset', 'registry.import'],
      ...['quiz.create', 'quiz.update', 'quiz.switch', 'quiz.duplicate', 'quiz.archive'],
      ...['quiz.restore', 'quiz.delete', 'quiz.regrade'],
      ...['question.add', 'question.update', 'question.delete', 'question.reorder'],
      ...['question.image', 'question.image.remove', 'question.import'],
      ...['setup.event', 'setup.import', 'team.add', 'team.update', 'team.remove'],
      ...['team.reorder', 'team.logo', 'team.poster', 'brand.replace'],
      ...['slogan.add', 'slogan.remove', 'slogan.reorder'],
      ...['video.add', 'video.rename', 'video.cover', 'video.remove', 'video.reorder'],
      ...['screen.create', 'screen.update', 'screen.revoke'],
      ...['announcement.create', 'announcement.end'],
      ...['game.open', 'game.start', 'game.reveal', 'game.next', 'game.pause', 'game.resume'],
      ...['game.end', 'game.close', 'game.key', 'game.void'],
      ...['engage.photo.approve', 'engage.photo.hide'],
      ...['engage.question.approve', 'engage.question.answer', 'engage.question.pin'],
      ...['engage.question.unpin', 'engage.question.hide', 'engage.word.approve'],
      ...['engage.word.hide', 'engage.filter'],
    ];
    for (const action of actions)
      for (const language of ['en', 'hi'] as const) {
        const said = sentence(language, { action });
        expect(said, action).not.toContain('made a change');
        expect(said, action).not.toContain('एक बदलाव किया');
        expect(said, action).not.toMatch(/[{}]|admin\.activity/);
      }
  });
});

describe('how long ago', () => {
  const now = Date.UTC(2026, 10, 27, 10, 0);
  const date = () => '20 Nov 2026';
  it('says minutes, hours and days, and a date past a week', () => {
    expect(relativeTime(now - 3 * 60_000, now, 'en', date)).toBe('3 minutes ago');
    expect(relativeTime(now - 10_000, now, 'en', date)).toBe('now');
    expect(relativeTime(now - 2 * 3_600_000, now, 'en', date)).toBe('2 hours ago');
    expect(relativeTime(now - 3 * 86_400_000, now, 'hi', date)).toBe('3 दिन पहले');
    expect(relativeTime(now - 8 * 86_400_000, now, 'en', date)).toBe('20 Nov 2026');
  });
});
