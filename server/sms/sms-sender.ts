// Sends text messages through the provider SMS_PROVIDER names.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../config.js';
import { consoleSender } from './console-sender.js';
import { httpSender } from './http-sender.js';
import { msg91Sender } from './msg91-sender.js';
import type { SmsSender } from './sms-types.js';
import { twilioSender } from './twilio-sender.js';

export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  switch (config.provider) {
    case 'console':
      return consoleSender(log);
    case 'http':
      return httpSender(config);
    case 'msg91':
      return msg91Sender(config);
    case 'twilio':
      return twilioSender(config);
  }
}
