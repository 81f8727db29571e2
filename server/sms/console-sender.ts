// Development SMS: one log line per message, code included, so a developer can sign in.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-types.js';

export function consoleSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send({ to, text }) {
      log.info({ to, text }, 'sms');
    },
  };
}
