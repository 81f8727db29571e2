// Reads the environment once, validates it, and gives the rest of the server a typed config.
import path from 'node:path';
import { z } from 'zod';

const SMS_PROVIDERS = ['console', 'http', 'msg91', 'twilio'] as const;
const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;
/** s3://bucket or s3://bucket/some/prefix, with a bucket name S3 accepts. */
const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/[A-Za-z0-9._/-]*)?$/;

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export type StorageConfig =
  | { kind: 'file'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Folder inside the bucket, without slashes at either end; '' for the bucket's root. */
      prefix: string;
      region: string;
      /** An S3-compatible service (MinIO, Ceph, R2…); null for AWS itself. */
      endpoint: string | null;
      /** From the environment; null lets the SDK find them (instance role, profile, …). */
      credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
    };

export type SmsConfig =
  | { provider: 'console' }
  | {
      provider: 'http';
      timeoutMs: number;
      url: string;
      header: { name: string; value: string } | null;
    }
  | { provider: 'msg91'; timeoutMs: number; url: string; authKey: string; templateId: string }
  | {
      provider: 'twilio';
      timeoutMs: number;
      url: string;
      accountSid: string;
      authToken: string;
      from: string;
    };

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: URL;
  /** Whether PUBLIC_URL was set: then its scheme is the pages' own, whatever a proxy forwards. */
  publicUrlSet: boolean;
  database: DatabaseConfig;
  /** SQLite only: sync every commit (full) or at checkpoints (normal). */
  sqliteSynchronous: 'full' | 'normal';
  storage: StorageConfig;
  smsProvider: (typeof SMS_PROVIDERS)[number];
  sms: SmsConfig;
  /** Keys the HMACs of one-time codes and bot checks; generated and kept in the database when unset. */
  secretKey: string | null;
  /** Average proof-of-work attempts a browser makes before it may ask for a code, at a calm rate. */
  botCheckDifficulty: number;
  /** Codes sent to one address in 10 minutes at the bot check's base cost; beyond, the cost grows in proportion. */
  botCheckRateStep: number;
  /** The ceiling of codes one address may request an hour: far above what a venue behind one address sends. */
  otpIpHourlyLimit: number;
  trustProxy: boolean | number;
  /** Live pushes of the counters are at most this often: a burst of changes becomes one push. */
  liveCoalesceMs: number;
  /** Sign-in requests (send, verify) run at once at most, fewer while the loop lags. */
  signInConcurrency: number;
  /** Sign-in requests that may wait their turn; beyond it they are told to retry. */
  signInQueue: number;
  /** Live streams one session may hold on an instance; a new one closes that session's oldest. */
  liveStreamsPerSession: number;
  /** Live streams one address may hold on an instance; beyond it, 429. A venue shares one address. */
  liveStreamsPerAddress: number;
  /** A live stream whose client leaves written data unread this long is dropped. */
  liveDrainTimeoutMs: number;
  /** A saved play whose question ran out this long ago with no answer arriving is abandoned. */
  quizAbandonAfterMs: number;
  adminPhones: string[];
  /** When set, GET /metrics needs `Authorization: Bearer <token>`. */
  metricsToken: string | null;
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
  SQLITE_SYNCHRONOUS: z.enum(['full', 'normal']).default('full'),
  STORAGE_URL: z
    .string()
    .default('file:./data/uploads')
    .refine(
      (value) => /^file:.+/.test(value) || S3_URL.test(value),
      'expected file:<folder> or s3://<bucket>/<prefix>',
    ),
  AWS_REGION: z.string().min(1).optional(),
  AWS_DEFAULT_REGION: z.string().min(1).optional(),
  AWS_ENDPOINT_URL_S3: z.url({ protocol: /^https?$/ }).optional(),
  AWS_ENDPOINT_URL: z.url({ protocol: /^https?$/ }).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
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
  METRICS_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  CONTENT_DIR: z.string().min(1).default('./content'),
  WEB_DIR: z.string().min(1).default('./dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECRET_KEY: z.string().min(32, 'expected at least 32 characters').optional(),
  BOT_CHECK_DIFFICULTY: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  LIVE_COALESCE_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  SIGN_IN_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(16),
  SIGN_IN_QUEUE: z.coerce.number().int().min(0).max(1_000_000).default(1_000),
  LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(5),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  LIVE_DRAIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  QUIZ_ABANDON_AFTER_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  BOT_CHECK_RATE_STEP: z.coerce.number().int().min(1).max(1_000_000).default(150),
  OTP_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(3_000),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+)$/, 'expected true, false or the number of proxies in front')
    .default('false')
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : Number(value))),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+:\s*.+$/, 'expected "Header-Name: value"')
    .optional(),
  MSG91_URL: z.url({ protocol: /^https?$/ }).default('https://control.msg91.com/api/v5/flow/'),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  TWILIO_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
});

type ParsedEnv = z.infer<typeof Env>;

function storageConfig(env: ParsedEnv): StorageConfig {
  const value = env.STORAGE_URL;
  const s3 = S3_URL.exec(value);
  if (!s3) return { kind: 'file', dir: path.resolve(value.slice('file:'.length)) };
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together',
    );
  }
  return {
    kind: 's3',
    bucket: s3[1]!,
    prefix: (s3[2] ?? '').replace(/^\/+|\/+$/g, ''),
    region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    endpoint: env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL ?? null,
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          }
        : null,
  };
}

function required(env: ParsedEnv, provider: string, names: (keyof ParsedEnv)[]): void {
  for (const name of names) {
    if (!env[name]) throw new ConfigError(`${name}: required when SMS_PROVIDER is ${provider}`);
  }
}

function smsConfig(env: ParsedEnv): SmsConfig {
  switch (env.SMS_PROVIDER ?? 'console') {
    case 'console':
      return { provider: 'console' };
    case 'http': {
      required(env, 'http', ['SMS_HTTP_URL']);
      const [name, ...rest] = (env.SMS_HTTP_HEADER ?? '').split(':');
      return {
        provider: 'http',
        timeoutMs: env.SMS_TIMEOUT_MS,
        url: env.SMS_HTTP_URL!,
        header: env.SMS_HTTP_HEADER ? { name: name!.trim(), value: rest.join(':').trim() } : null,
      };
    }
    case 'msg91':
      required(env, 'msg91', ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID']);
      return {
        provider: 'msg91',
        timeoutMs: env.SMS_TIMEOUT_MS,
        url: env.MSG91_URL,
        authKey: env.MSG91_AUTH_KEY!,
        templateId: env.MSG91_TEMPLATE_ID!,
      };
    case 'twilio':
      required(env, 'twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']);
      return {
        provider: 'twilio',
        timeoutMs: env.SMS_TIMEOUT_MS,
        url: env.TWILIO_URL,
        accountSid: env.TWILIO_ACCOUNT_SID!,
        authToken: env.TWILIO_AUTH_TOKEN!,
        from: env.TWILIO_FROM!,
      };
  }
}

/** Parses an environment (process.env in main.ts; a literal object in tests). */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty value (`SECRET_KEY=` in an env file) means unset, as in .env.example.
  const result = Env.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
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
    publicUrlSet: parsed.PUBLIC_URL !== undefined,
    database: parsed.DATABASE_URL,
    sqliteSynchronous: parsed.SQLITE_SYNCHRONOUS,
    storage: storageConfig(parsed),
    smsProvider: parsed.SMS_PROVIDER ?? 'console',
    sms: smsConfig(parsed),
    secretKey: parsed.SECRET_KEY ?? null,
    botCheckDifficulty: parsed.BOT_CHECK_DIFFICULTY,
    botCheckRateStep: parsed.BOT_CHECK_RATE_STEP,
    otpIpHourlyLimit: parsed.OTP_IP_HOURLY_LIMIT,
    liveCoalesceMs: parsed.LIVE_COALESCE_MS,
    signInConcurrency: parsed.SIGN_IN_CONCURRENCY,
    signInQueue: parsed.SIGN_IN_QUEUE,
    liveStreamsPerSession: parsed.LIVE_STREAMS_PER_SESSION,
    liveStreamsPerAddress: parsed.LIVE_STREAMS_PER_ADDRESS,
    liveDrainTimeoutMs: parsed.LIVE_DRAIN_TIMEOUT_MS,
    trustProxy: parsed.TRUST_PROXY,
    quizAbandonAfterMs: parsed.QUIZ_ABANDON_AFTER_SECONDS * 1000,
    adminPhones: parsed.ADMIN_PHONES,
    metricsToken: parsed.METRICS_TOKEN ?? null,
    contentDir: path.resolve(parsed.CONTENT_DIR),
    webDir: path.resolve(parsed.WEB_DIR),
    logLevel: parsed.LOG_LEVEL,
  };
  if (config.env === 'production') checkProduction(config, parsed);
  return config;
}

/** Settings that are fine on a laptop and dangerous on the day: refused before anything starts. */
function checkProduction(config: Config, parsed: ParsedEnv): void {
  if (!parsed.SMS_PROVIDER) {
    throw new ConfigError('SMS_PROVIDER: required in production (http, msg91 or twilio)');
  }
  if (config.smsProvider === 'console') {
    throw new ConfigError(
      'SMS_PROVIDER: console prints codes to the log and is refused in production',
    );
  }
  if (!parsed.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL: required in production, the https address people open (e.g. https://utsav.example.com)',
    );
  }
  if (config.publicUrl.protocol !== 'https:') {
    throw new ConfigError(
      `PUBLIC_URL: must be https in production, or codes and sessions travel in clear text (got "${config.publicUrl.origin}")`,
    );
  }
}
