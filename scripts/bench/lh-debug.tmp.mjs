import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { emailOf, PASSWORD, seed } from './seed.mjs';
import { startTouchline } from './server-process.mjs';
const dataDir = mkdtempSync(join(tmpdir(), 'touchline-lh-'));
await seed({ dataDir, athletes: 1, lastDay: new Date().toISOString().slice(0, 10) });
const server = await startTouchline({ dataDir, logLevel: 'warn' });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--no-first-run'] });
const r = await fetch(`${server.url}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.origin }, body: JSON.stringify({ email: emailOf(0), password: PASSWORD }) });
const cookie = r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
for (const path of process.argv.slice(2)) {
  const res = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: path === '/signin' ? undefined : { Cookie: cookie } });
  writeFileSync(`bench-results/lhr${path.replace(/\//g, '-')}.json`, JSON.stringify(res.lhr));
  const a = res.lhr.audits;
  console.log(path, res.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'SI', a['speed-index'].numericValue);
  console.log(JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet), JSON.stringify(a['lcp-breakdown-insight']?.details ?? a['largest-contentful-paint-element']?.details?.items?.[1]).slice(0, 600));
  console.log('bootup', a['bootup-time'].numericValue, 'mainthread', a['mainthread-work-breakdown'].numericValue, 'benchmarkIndex', res.lhr.environment.benchmarkIndex);
  for (const it of a['network-requests'].details.items) console.log('  ', it.url.replace(server.url, ''), it.transferSize, Math.round(it.networkRequestTime), Math.round(it.networkEndTime));
}
await chrome.kill(); await server.stop();
