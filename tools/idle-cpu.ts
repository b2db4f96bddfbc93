/**
 * What a page at rest costs the machine:   pnpm bench:idle
 * Starts the built server on a fresh DATA_DIR, opens /, /products and one product's page in Chromium (Debian's,
 * compositing in software as it does without a GPU), lets each settle, then reads how much CPU time Chromium's
 * processes spend over a stretch in which nobody touches the page. Prints it as a share of one core and exits
 * non-zero over the budget: a page nobody touches should leave the machine alone, whatever it decorates itself
 * with (the aurora's smooth drift once cost 85% of a core here, for as long as the tab was open).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { processCpuMicros } from '../apps/server/bench/cpu-time';
import { chromiumArgs, chromiumExecutablePath } from '../tests/support/chromium';
import { freshDataDir, startStore } from '../tests/support/store-process';
import { firstProductId } from './first-product';

/** The most of one core a page at rest may keep busy. */
const BUDGET_SHARE_OF_A_CORE = 0.2;
const SETTLE_MS = 3_000;
const MEASURE_MS = 10_000;

/** Every process below `rootPid`, read from /proc (Linux only, as these machines are). */
function descendants(rootPid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after it are counted from its end.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parentOf) {
      if (parent === pid) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(rootPid);
  return found;
}

/** CPU seconds (user and system) spent so far by the processes given; one that ended meanwhile counts nothing. */
function cpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (processCpuMicros(pid) ?? 0), 0) / 1_000_000;
}

const store = await startStore({ command: 'built server', dataDir: await freshDataDir() });
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
let failed = false;
try {
  const paths = ['/', '/products', `/product/${await firstProductId(store.url)}`];
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  for (const path of paths) {
    await page.goto(`${store.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const chromiumProcesses = descendants(process.pid).filter((pid) => {
      try {
        return /chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8'));
      } catch {
        return false;
      }
    });
    const before = cpuSeconds(chromiumProcesses);
    await page.waitForTimeout(MEASURE_MS);
    const share = (cpuSeconds(chromiumProcesses) - before) / (MEASURE_MS / 1000);
    const verdict = share <= BUDGET_SHARE_OF_A_CORE ? 'ok' : 'OVER BUDGET';
    if (share > BUDGET_SHARE_OF_A_CORE) failed = true;
    console.log(
      `${path.padEnd(48)} at rest: ${(share * 100).toFixed(0).padStart(3)}% of a core (budget ${BUDGET_SHARE_OF_A_CORE * 100}%) ${verdict}`,
    );
  }
} finally {
  await browser.close();
  await store.stop();
}
process.exitCode = failed ? 1 : 0;
