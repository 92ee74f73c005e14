/**
 * The first step of `npm test` (scripts/setup.mjs) on a machine that lacks Debian's packages:
 * it plans apt-get where this user may install, and where not, stops at once with the exact
 * command, before any long step. Missing packages are simulated with CHROME_PATH and
 * SETUP_NGINX_PATHS pointing nowhere; --dry-run runs nothing.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { root } from './support/stack';

const setup = path.join(root, 'scripts', 'setup.mjs');
const missing = { ...process.env, CHROME_PATH: '/nonexistent/chromium', SETUP_NGINX_PATHS: '/nonexistent/nginx' };

test('with everything installed, setup does nothing and takes no time', () => {
  const started = Date.now();
  const run = spawnSync(process.execPath, [setup, '--dry-run'], { cwd: root, encoding: 'utf8' });
  expect(run.status).toBe(0);
  expect(run.stdout).not.toContain('apt-get');
  expect(Date.now() - started).toBeLessThan(5000);
});

test('root installs missing chromium and nginx with apt-get update, then apt-get install', () => {
  test.skip(process.getuid?.() !== 0, 'needs root');
  const run = spawnSync(process.execPath, [setup, '--dry-run'], { cwd: root, encoding: 'utf8', env: missing });
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('$ apt-get update\n[setup] $ apt-get install -y chromium nginx');
});

test('a user who may not install is told the exact command, at once', () => {
  const asNobody =
    process.getuid?.() === 0
      ? { uid: Number(spawnSync('id', ['-u', 'nobody']).stdout), gid: Number(spawnSync('id', ['-g', 'nobody']).stdout) }
      : {};
  test.skip(process.getuid?.() !== 0 && spawnSync('sudo', ['-n', 'true']).status === 0, 'this user may install');
  const started = Date.now();
  // PATH without sudo, so a password-less sudo on this machine cannot make it installable.
  const run = spawnSync(process.execPath, [setup], {
    cwd: root,
    encoding: 'utf8',
    env: { ...missing, PATH: '/usr/bin:/bin' },
    ...asNobody,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('sudo apt-get update && sudo apt-get install -y chromium nginx');
  expect(run.stdout).not.toContain('npm ci');
  expect(Date.now() - started).toBeLessThan(5000);
});
