#!/usr/bin/env node
/**
 * The first step of `npm test` (and, for the npm packages only, of `npm start`): brings a fresh
 * Debian machine with Node.js to what the suite needs, in seconds when nothing is missing.
 *
 *   node scripts/setup.mjs          Debian's chromium and nginx (end-to-end tests), then the npm packages
 *   node scripts/setup.mjs --npm    the npm packages only
 *   --dry-run                       print what would run, run nothing
 *
 * System packages are installed with apt-get (after apt-get update) when they are missing and
 * this user may install them: root, or sudo without a password. Otherwise it stops at once,
 * before any long step, and prints the exact command to run. The npm packages are installed
 * with `npm ci` when node_modules is missing or older than package-lock.json.
 *
 * Plain JavaScript on purpose: it must run before any dependency is installed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const dryRun = args.has('--dry-run');
const npmOnly = args.has('--npm');

const say = (line) => console.log(`[setup] ${line}`);

/** What the end-to-end suite runs on; CHROME_PATH overrides the browser, as in the Playwright config. */
function missingSystemPackages() {
  const missing = [];
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chrome)) missing.push('chromium');
  const nginx = (process.env.SETUP_NGINX_PATHS || '/usr/sbin/nginx:/usr/bin/nginx:/usr/local/sbin/nginx').split(':');
  if (!nginx.some((candidate) => fs.existsSync(candidate))) missing.push('nginx');
  return missing;
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** How this user may run apt-get: directly (root), through sudo without a password, or not at all. */
function installer() {
  if (process.getuid?.() === 0) return [];
  if (has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo'];
  return undefined;
}

function run(command, commandArgs, env = {}) {
  say(`$ ${[command, ...commandArgs].join(' ')}`);
  if (dryRun) return;
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`[setup] failed: ${[command, ...commandArgs].join(' ')} (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

function systemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return;
  const exact = `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
  if (!has('apt-get')) {
    console.error(`[setup] The end-to-end tests need ${missing.join(' and ')} (Debian's packages), and this machine has no apt-get.`);
    console.error("[setup] Install them with your system's package manager; for another Chromium, set CHROME_PATH to its executable.");
    process.exit(1);
  }
  const prefix = installer();
  if (!prefix) {
    console.error(
      `[setup] The end-to-end tests need ${missing.join(' and ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed, and this user may not install ${missing.length > 1 ? 'them' : 'it'}.`,
    );
    console.error('[setup] Run this once (as an administrator), then npm test again:');
    console.error(`\n    ${exact}\n`);
    process.exit(1);
  }
  say(`installing ${missing.join(' and ')} for the end-to-end tests (a minute or two)`);
  const sudo = prefix.length ? ['sudo', 'DEBIAN_FRONTEND=noninteractive'] : [];
  const [command, ...rest] = [...sudo, 'apt-get'];
  run(command, [...rest, 'update'], { DEBIAN_FRONTEND: 'noninteractive' });
  run(command, [...rest, 'install', '-y', ...missing], { DEBIAN_FRONTEND: 'noninteractive' });
}

/** npm ci when node_modules is missing or older than the lock file (after a pull that changed it). */
function npmPackages() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh = fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  say(
    fs.existsSync(installed)
      ? 'package-lock.json changed: reinstalling the npm packages'
      : 'installing the npm packages (two to four minutes the first time)',
  );
  run('npm', ['ci']);
}

if (!npmOnly) systemPackages();
npmPackages();
