import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { readEnvFile } from './test/env-file.js';

describe('loadConfig', () => {
  it('has a safe default for every variable on a laptop', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.env).toBe('development');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/utsav.db') });
    expect(config.storage).toEqual({ kind: 'file', dir: path.resolve('data/uploads') });
    expect(config.smsProvider).toBe('console');
    expect(config.adminPhones).toEqual([]);
    expect(config.publicUrl.href).toBe('http://localhost:8080/');
    expect(config.contentDir).toBe(path.resolve('content'));
    expect(config.otpIpHourlyLimit).toBe(3000);
    expect(config.botCheckRateStep).toBe(150);
    expect(config.trustProxy).toBe(false);
  });

  it('takes a higher per-address code limit for a venue behind one public address', () => {
    expect(loadConfig({ OTP_IP_HOURLY_LIMIT: '500', TRUST_PROXY: '1' })).toMatchObject({
      otpIpHourlyLimit: 500,
      trustProxy: 1,
    });
  });

  it('reads a PostgreSQL URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://utsav:secret@db.internal:5432/utsav' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://utsav:secret@db.internal:5432/utsav',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT: .*\(got "eighty"\)$/],
    [{ PORT: '70000' }, /^PORT: /],
    [
      { DATABASE_URL: 'mysql://localhost/utsav' },
      /^DATABASE_URL: expected sqlite:<file> or postgres:\/\//,
    ],
    [{ DATABASE_URL: 'sqlite:' }, /^DATABASE_URL: /],
    [{ STORAGE_URL: 'ftp://files' }, /^STORAGE_URL: expected file:<folder>/],
    [{ SMS_PROVIDER: 'pigeon' }, /^SMS_PROVIDER: expected one of console, http, msg91, twilio/],
    [
      { ADMIN_PHONES: '+919876543210,12345' },
      /^ADMIN_PHONES: expected comma-separated numbers like \+919876543210/,
    ],
    [{ PUBLIC_URL: 'not a url' }, /^PUBLIC_URL: /],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV: /],
  ])('stops on a bad value with one line naming the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('refuses the console SMS provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console' })).toThrow(
      /^SMS_PROVIDER: console/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^SMS_PROVIDER: required in production/,
    );
  });

  const production = {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.com/send',
  };

  it('refuses a missing or plain-http PUBLIC_URL in production', () => {
    expect(() => loadConfig(production)).toThrow(/^PUBLIC_URL: required in production/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://utsav.example.com' })).toThrow(
      'PUBLIC_URL: must be https in production, or codes and sessions travel in clear text (got "http://utsav.example.com")',
    );
    const config = loadConfig({ ...production, PUBLIC_URL: 'https://utsav.example.com' });
    expect(config.publicUrl.origin).toBe('https://utsav.example.com');
  });

  it('reads an S3 bucket, prefix, region, endpoint and keys for STORAGE_URL=s3://…', () => {
    expect(
      loadConfig({
        STORAGE_URL: 's3://utsav-files/event/2026/',
        AWS_REGION: 'ap-south-1',
        AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'utsav-files',
      prefix: 'event/2026',
      region: 'ap-south-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // Without keys in the environment the SDK finds its own (instance role, profile…).
    expect(loadConfig({ STORAGE_URL: 's3://utsav-files' }).storage).toMatchObject({
      bucket: 'utsav-files',
      prefix: '',
      region: 'us-east-1',
      endpoint: null,
      credentials: null,
    });
    expect(() => loadConfig({ STORAGE_URL: 's3://Bad_Bucket/x' })).toThrow(
      'STORAGE_URL: expected file:<folder> or s3://<bucket>/<prefix> (got "s3://Bad_Bucket/x")',
    );
    expect(() => loadConfig({ STORAGE_URL: 's3://utsav', AWS_ACCESS_KEY_ID: 'key' })).toThrow(
      /^AWS_SECRET_ACCESS_KEY: /,
    );
  });

  it('reads .env.example as it is: every empty value means the default', () => {
    const env = readEnvFile('.env.example');
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['SECRET_KEY', 'STORAGE_URL']));
    const config = loadConfig(env);
    expect(config.secretKey).toBeNull();
    expect(config.storage.kind).toBe('file');
    expect(config.port).toBe(8080);
  });

  it('takes a list of admin phones', () => {
    expect(loadConfig({ ADMIN_PHONES: ' +919876543210 , +918765432109 ' }).adminPhones).toEqual([
      '+919876543210',
      '+918765432109',
    ]);
  });
});
