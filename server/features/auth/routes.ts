// Sign-in with a one-time code, sign-out, and who is signed in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SendCodeInput, VerifyCodeInput } from '../../../common/auth.js';
import { Me, SendCodeResult } from '../../../common/api.js';
import { compileOnce } from '../../db/compiled-query.js';
import { AppError } from '../../errors.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { ADMIN_SESSION_MS, isAdmin } from '../admin/admin-service.js';
import { findProfile, joinedProfile, presentProfile } from '../profile/profile-service.js';
import {
  botCheckDifficulty,
  createBotChallenge,
  PRUNE_SPENT_EVERY_MS,
  pruneSpentBotChecks,
  verifyBotCheck,
} from './bot-check.js';
import { createBotCheckKey } from './bot-check-signing.js';
import { parsePhone, sendCode, verifyCode, type OtpContext } from './otp-service.js';
import { createSignInGate } from './sign-in-gate.js';
import { ADDRESS_RATE_WINDOW_MS, addressSendsSince } from './rate-limits.js';
import {
  clearSessionCookie,
  createSession,
  readSession,
  revokeSession,
  selectSessionBy,
  sessionKeys,
  type SessionKeys,
  setSessionCookie,
} from './sessions.js';

/** `GET /api/me`'s one read, compiled once: the session, its user, profile and role. */
const selectMe = compileOnce((db, keys: SessionKeys) =>
  selectSessionBy(db, keys)
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('admins', 'admins.phone', 'users.phone_number')
    .selectAll('profiles')
    .select('admins.phone as adminPhone'),
);

export async function authRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const otp: OtpContext = {
    db: app.db,
    sms: app.sms,
    otpKey: app.keys.otp,
    ipHourlyLimit: app.config.otpIpHourlyLimit,
    now: () => app.clock.now(),
    webOtpHost: () => (app.site.signIn.webOtpLine ? app.config.publicUrl.hostname : null),
  };
  const botCheckKey = createBotCheckKey(app.keys.botCheck);

  /** What a bot check from this address costs now, from the codes it was sent lately. */
  async function difficultyFor(ip: string, now: number): Promise<number> {
    const recent = await addressSendsSince(app.db, ip, now - ADDRESS_RATE_WINDOW_MS);
    return botCheckDifficulty(app.config.botCheckDifficulty, recent, app.config.botCheckRateStep);
  }

  /** Revokes the request's session, and every instance closes that session's live streams. */
  async function endSession(request: FastifyRequest): Promise<void> {
    const ended = await revokeSession(app.db, app.config, request);
    // The session is already gone, so a bus that is down only leaves those streams open.
    if (ended) {
      await app.bus
        .publish({ type: 'session-ended', sessionId: ended })
        .catch((error: unknown) => request.log.warn({ err: error }, 'session end not published'));
    }
  }

  // Spent bot checks are forgotten by each instance now and then, not by a statement on every send.
  const pruning = setInterval(() => {
    pruneSpentBotChecks(app.db, app.clock.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not prune spent bot checks'),
    );
  }, PRUNE_SPENT_EVERY_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  app.get('/api/auth/bot-check', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const now = app.clock.now();
    return createBotChallenge(botCheckKey, await difficultyFor(request.ip, now), now);
  });

  // Timed requests (a quiz's answers) come first: sign-ins wait their turn (sign-in-gate.ts).
  const gate = createSignInGate({
    maxRunning: app.config.signInConcurrency,
    maxQueued: app.config.signInQueue,
  });
  app.addHook('onClose', async () => gate.stop());

  const sendSchema = {
    body: refusedAs(SendCodeInput, { code: 'invalid_phone' }),
    response: { 200: SendCodeResult },
  };
  app.post('/api/auth/send-code', { schema: sendSchema }, async (request) =>
    gate.run(async () => {
      const input = request.body;
      const phone = parsePhone(input.phone);
      // Checked, and spent, before anything costs an SMS.
      const now = app.clock.now();
      const outcome = await verifyBotCheck(app.db, botCheckKey, input.botCheck, {
        now,
        requiredDifficulty: await difficultyFor(request.ip, now),
      });
      // The browser fetches and solves a fresh challenge by itself on bot_check_too_easy.
      if (outcome === 'too_easy') throw new AppError('bot_check_too_easy');
      if (outcome === 'failed') throw new AppError('bot_check_failed');
      return sendCode(otp, phone, request.ip);
    }),
  );

  const verifySchema = {
    body: refusedAs(VerifyCodeInput, { code: 'invalid_otp' }),
    response: { 200: Me },
  };
  app.post('/api/auth/verify-code', { schema: verifySchema }, async (request, reply) =>
    gate.run(async () => {
      const input = request.body;
      const phone = parsePhone(input.phone);
      const { userId } = await verifyCode(otp, phone, input.code.trim());
      // A new session id at every sign-in; the one the browser had before is revoked, streams too.
      await endSession(request);
      // An admin's session is shorter: it can change everyone's event.
      const admin = await isAdmin(app.db, phone);
      const lifetime = admin ? ADMIN_SESSION_MS : undefined;
      setSessionCookie(
        reply,
        app.config,
        await createSession(app.db, userId, app.clock.now(), lifetime),
      );
      const profile = await findProfile(app.db, userId);
      return {
        uid: userId,
        phoneNumber: phone,
        isAdmin: admin,
        profile: profile ? presentProfile(profile, phone, app.site) : null,
      };
    }),
  );

  app.post('/api/auth/sign-out', async (request, reply) => {
    await endSession(request);
    clearSessionCookie(reply, app.config);
    return reply.status(204).send();
  });

  app.get('/api/me', { schema: { response: { 200: Me } } }, async (request, reply) => {
    const now = app.clock.now();
    // Every screen asks this, so it is one round trip: the session, its user, profile and role.
    const row = await readSession(
      app.db,
      app.config,
      request,
      now,
      async (idHash) => (await selectMe(app.db, sessionKeys(idHash, now))).rows[0],
    );
    reply.header('cache-control', 'no-store');
    const profile = joinedProfile(row);
    return {
      uid: row.uid,
      phoneNumber: row.phoneNumber,
      isAdmin: row.adminPhone !== null,
      profile: profile && presentProfile(profile, row.phoneNumber, app.site),
    };
  });
}
