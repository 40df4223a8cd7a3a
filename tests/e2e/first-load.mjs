// The files the page loads when it is first opened (scripts/size-report.sh): the built page,
// served as the e2e tests serve it, opened in a fresh Chromium until its network is idle; one
// path inside the build folder per line. Modules imported dynamically at start (the player's
// language, say) count; what loads later (a computer's worker, the offline copy the service
// worker keeps) does not.
import { startSession } from './harness.mjs';

// A player's page: without the tests' hook.
const session = await startSession({ browser: { testHook: false } });
try {
  const { page } = await session.open();
  await page.waitForLoadState('networkidle');
  const base = new URL(session.server.url);
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  const files = new Set();
  for (const name of loaded) {
    const url = new URL(name);
    if (url.origin === base.origin && url.pathname.startsWith(base.pathname)) {
      files.add(decodeURIComponent(url.pathname.slice(base.pathname.length)));
    }
  }
  console.log([...files].sort().join('\n'));
} finally {
  await session.close();
}
