// The deployment files in deploy/ are checked by the tools that will read them.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { readEnvFile } from './test/env-file.js';

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

describe('deployment files', () => {
  it.runIf(has('systemd-analyze'))('the systemd unit passes systemd-analyze verify', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-unit-'));
    try {
      fs.copyFileSync('deploy/systemd/utsav@.service', path.join(dir, 'utsav@.service'));
      const result = spawnSync(
        'systemd-analyze',
        ['verify', path.join(dir, 'utsav@8081.service')],
        {
          encoding: 'utf8',
        },
      );
      // Unknown keys and missing executables are reported on stderr without failing the command.
      expect(result.stderr.split('\n').filter((line) => line.includes('utsav@'))).toEqual([]);
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the example environment file is a complete production configuration', () => {
    const env = readEnvFile('deploy/utsav.env.example');
    const config = loadConfig({ ...env, NODE_ENV: 'production' });
    expect(config.publicUrl.protocol).toBe('https:');
    expect(config.database.kind).toBe('postgres');
    expect(config.storage.kind).toBe('s3');
    expect(config.trustProxy).toBe(1);
  });

  it.runIf(has('nginx'))('nginx accepts the example proxy rules', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-nginx-'));
    try {
      const conf = path.join(dir, 'nginx.conf');
      fs.writeFileSync(
        conf,
        `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {}
http { access_log off; upstream utsav { server 127.0.0.1:9; }
  server { listen 127.0.0.1:9; include ${path.resolve('deploy/nginx/utsav-proxy.conf')}; } }`,
      );
      execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'pipe' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
