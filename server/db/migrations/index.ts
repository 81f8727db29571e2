// Every migration in order. Listed statically so the compiled server needs no file scanning.
import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.js';
import * as signIn from './0002-sign-in.js';
import * as profiles from './0003-profiles.js';
import * as quizzes from './0004-quizzes.js';
import * as admin from './0005-admin.js';
import * as employeeLabels from './0006-employee-labels.js';
import * as expiryIndexes from './0007-expiry-indexes.js';
import * as visibleNames from './0008-visible-names.js';
import * as quizzesInDatabase from './0009-quizzes-in-database.js';
import * as eventSetup from './0010-event-setup.js';
import * as venue from './0011-venue.js';
import * as teamKeyOnly from './0012-team-key-only.js';
import * as oneNameEach from './0013-one-name-each.js';
import * as quizOptionOrder from './0014-quiz-option-order.js';
import * as organiserNames from './0015-organiser-names.js';
import * as liveGames from './0016-live-games.js';
import * as engage from './0017-engage.js';
import * as standingIndex from './0018-standing-index.js';

export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-sign-in': signIn,
  '0003-profiles': profiles,
  '0004-quizzes': quizzes,
  '0005-admin': admin,
  '0006-employee-labels': employeeLabels,
  '0007-expiry-indexes': expiryIndexes,
  '0008-visible-names': visibleNames,
  '0009-quizzes-in-database': quizzesInDatabase,
  '0010-event-setup': eventSetup,
  '0011-venue': venue,
  '0012-team-key-only': teamKeyOnly,
  '0013-one-name-each': oneNameEach,
  '0014-quiz-option-order': quizOptionOrder,
  '0015-organiser-names': organiserNames,
  '0016-live-games': liveGames,
  '0017-engage': engage,
  '0018-standing-index': standingIndex,
};
