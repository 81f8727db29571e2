// Reads the environment once, validates it, and gives the rest of the server a typed config.
import path from 'node:path';
import { z } from 'zod';

const SMS_PROVIDERS = ['console', 'http', 'msg91', 'twilio'] as const;
const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export type StorageConfig = { kind: 'file'; dir: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: URL;
  database: DatabaseConfig;
  storage: StorageConfig;
  smsProvider: (typeof SMS_PROVIDERS)[number];
  adminPhones: string[];
  contentDir: string;
  webDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
};

/** A start-up problem the operator fixes in the environment; printed as one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseDatabaseUrl(value: string): DatabaseConfig | null {
  if (value.startsWith('sqlite:')) {
    const file = value.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    return file ? { kind: 'sqlite', file: path.resolve(file) } : null;
  }
  if (/^postgres(ql)?:\/\/[^/]+\/[^/?]+/.test(value)) {
    try {
      new URL(value);
      return { kind: 'postgres', url: value };
    } catch {
      return null;
    }
  }
  return null;
}

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => new URL(value))
    .optional(),
  DATABASE_URL: z
    .string()
    .default('sqlite:./data/utsav.db')
    .transform((value, ctx) => {
      const parsed = parseDatabaseUrl(value);
      if (!parsed) {
        ctx.addIssue({
          code: 'custom',
          message: 'expected sqlite:<file> or postgres://user:password@host:port/database',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  STORAGE_URL: z
    .string()
    .default('file:./data/uploads')
    .refine((value) => /^file:.+/.test(value), 'expected file:<folder>')
    .transform((value): StorageConfig => ({ kind: 'file', dir: path.resolve(value.slice(5)) })),
  SMS_PROVIDER: z
    .enum(SMS_PROVIDERS, { error: `expected one of ${SMS_PROVIDERS.join(', ')}` })
    .optional(),
  ADMIN_PHONES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((phone) => phone.trim())
        .filter(Boolean),
    )
    .refine(
      (phones) => phones.every((phone) => INDIAN_MOBILE.test(phone)),
      'expected comma-separated numbers like +919876543210',
    ),
  CONTENT_DIR: z.string().min(1).default('./content'),
  WEB_DIR: z.string().min(1).default('./dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Parses an environment (process.env in main.ts; a literal object in tests). */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = Env.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const shown = env[variable] === undefined ? '' : ` (got "${env[variable]}")`;
    throw new ConfigError(`${variable}: ${issue.message}${shown}`);
  }
  const parsed = result.data;
  const config: Config = {
    env: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    publicUrl: parsed.PUBLIC_URL ?? new URL(`http://localhost:${parsed.PORT}`),
    database: parsed.DATABASE_URL,
    storage: parsed.STORAGE_URL,
    smsProvider: parsed.SMS_PROVIDER ?? 'console',
    adminPhones: parsed.ADMIN_PHONES,
    contentDir: path.resolve(parsed.CONTENT_DIR),
    webDir: path.resolve(parsed.WEB_DIR),
    logLevel: parsed.LOG_LEVEL,
  };
  if (config.env === 'production' && !parsed.SMS_PROVIDER) {
    throw new ConfigError('SMS_PROVIDER: required in production (http, msg91 or twilio)');
  }
  if (config.env === 'production' && config.smsProvider === 'console') {
    throw new ConfigError(
      'SMS_PROVIDER: console prints codes to the log and is refused in production',
    );
  }
  return config;
}
