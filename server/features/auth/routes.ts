// Sign-in with a one-time code, sign-out, and who is signed in.
import type { FastifyInstance } from 'fastify';
import { SendCodeInput, VerifyCodeInput } from '../../../common/auth.js';
import type { Me } from '../../../common/api.js';
import { messages } from '../../../common/messages.js';
import { AppError, errors } from '../../errors.js';
import { ADMIN_SESSION_MS, isAdmin } from '../admin/admin-service.js';
import { findProfile, presentProfile } from '../profile/profile-service.js';
import { createBotChallenge, verifyBotCheck } from './bot-check.js';
import { parsePhone, sendCode, verifyCode, type OtpContext } from './otp-service.js';
import {
  clearSessionCookie,
  createSession,
  findSessionUser,
  revokeSession,
  setSessionCookie,
} from './sessions.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const otp: OtpContext = {
    db: app.db,
    sms: app.sms,
    otpKey: app.keys.otp,
    ipHourlyLimit: app.config.otpIpHourlyLimit,
    now: () => app.clock.now(),
  };

  app.get('/api/auth/bot-check', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return createBotChallenge(app.keys.botCheck, app.config.botCheckDifficulty, app.clock.now());
  });

  app.post('/api/auth/send-code', async (request) => {
    const input = SendCodeInput.safeParse(request.body);
    if (!input.success) throw new AppError(400, 'invalid_phone', messages.invalidMobile);
    const phone = parsePhone(input.data.phone);
    // Checked, and spent, before anything costs an SMS.
    if (!(await verifyBotCheck(app.db, app.keys.botCheck, input.data.botCheck, app.clock.now()))) {
      throw new AppError(400, 'bot_check_failed', messages.botCheckFailed);
    }
    return sendCode(otp, phone, request.ip);
  });

  app.post('/api/auth/verify-code', async (request, reply): Promise<Me> => {
    const input = VerifyCodeInput.safeParse(request.body);
    if (!input.success) throw new AppError(400, 'invalid_otp', messages.invalidOtp);
    const phone = parsePhone(input.data.phone);
    const { userId } = await verifyCode(otp, phone, input.data.code.trim());
    // A new session id at every sign-in; the one the browser had before is revoked.
    await revokeSession(app.db, app.config, request);
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
      profile: profile ? presentProfile(profile, phone) : null,
    };
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    await revokeSession(app.db, app.config, request);
    clearSessionCookie(reply, app.config);
    return reply.status(204).send();
  });

  app.get('/api/me', async (request, reply): Promise<Me> => {
    const user = await findSessionUser(app.db, app.config, request, app.clock.now());
    if (!user) throw errors.notSignedIn();
    reply.header('cache-control', 'no-store');
    const profile = await findProfile(app.db, user.uid);
    return {
      uid: user.uid,
      phoneNumber: user.phoneNumber,
      isAdmin: await isAdmin(app.db, user.phoneNumber),
      profile: profile ? presentProfile(profile, user.phoneNumber) : null,
    };
  });
}
