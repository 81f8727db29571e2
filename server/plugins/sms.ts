// The SMS sender the config names, each message counted by provider and outcome.
import { createSmsSender } from '../sms/sms-sender.js';
import type { SmsSender } from '../sms/sms-types.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

export const sms = appPlugin('sms', async (app) => {
  const { config } = app;
  app.decorate(
    'sms',
    app.metrics.countSms(createSmsSender(config.sms, app.log), config.smsProvider),
  );
});
