#!/usr/bin/env node
/**
 * Makes sure the browser the journeys drive is on this machine before `npm test` starts: Debian's
 * Chromium at /usr/bin/chromium (or CHROMIUM_PATH). Missing and running as root on Debian: installs
 * it with apt-get, as CI does. Otherwise: stops with the one command to run. Node built-ins only, so it
 * runs before `npm ci` too (.ci/run).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-liberation'];
const INSTALL = `sudo apt-get install -y ${PACKAGES.join(' ')}`;

function stop(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (existsSync(chromium)) process.exit(0);
if (process.env.CHROMIUM_PATH) stop(`CHROMIUM_PATH is ${chromium}, and there is no browser there.`);

const apt = existsSync('/usr/bin/apt-get');
if (apt && process.getuid?.() === 0) {
  console.log(`Chromium is missing: installing Debian's ${PACKAGES.join(' and ')} (apt-get, as root)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  } catch {
    stop(`Installing Chromium failed (see above). Run \`${INSTALL}\`, then npm test again.`);
  }
  if (!existsSync(chromium)) stop(`apt-get finished but there is no browser at ${chromium}.`);
  console.log(`Chromium installed at ${chromium}.`);
  process.exit(0);
}

stop(
  apt
    ? `The browser tests need Chromium at ${chromium}. Install it with:\n\n  ${INSTALL}\n\nthen run npm test again (or set CHROMIUM_PATH to a Chromium or Chrome binary).`
    : `The browser tests need Chromium at ${chromium}. Install Chromium, then run npm test again with CHROMIUM_PATH set to its binary.`,
);
