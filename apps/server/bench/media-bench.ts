/**
 * `pnpm bench:media`: what product photos cost the server (issue 39), against the production build on PostgreSQL.
 * It starts `node dist/main.js` on a fresh database, signs in as the administrator, and measures:
 * - uploading a 12-megapixel JPEG as a phone takes it (each one different, so none is answered as a repeat):
 *   p95 under 1.5 s;
 * - the first request of a photo's 640 px AVIF, which makes it: p95 under 400 ms;
 * - a kept variant served again, in requests per second beside the same server's constant-JSON ceiling measured
 *   in the same run: 50% of it or more (machines of this kind differ by up to four times; the ratio does not).
 *   Both are measured with wrk (wrk.ts says why not autocannon), so the figure is the server's, not the load
 *   generator's.
 * It prints each figure with the machine's own reference and exits 1 when one misses its budget or a request
 * fails.
 */
import { syntheticPhoto } from '../src/media/synthetic-photo';
import { logIn, type RunningServer, startProductionServer, withFreshDatabase } from './bench-support';
import { microsPerRequest, processCpuMicros } from './cpu-time';
import { measureWithWrk } from './wrk';

const PHOTOS = 12;
const PHOTO_WIDTH = 4000;
const PHOTO_HEIGHT = 3000;
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const ADMIN = { email: 'admin@aurora-store.local', password: 'bench-media-admin-password' };

const BUDGET = { uploadP95Ms: 1500, firstAvifP95Ms: 400, keptVariantMinRatio: 0.5 };

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

async function timed<Result>(work: () => Promise<Result>): Promise<{ result: Result; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function upload(origin: string, token: string, photo: Buffer, index: number): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), `IMG_${1000 + index}.jpg`);
  const response = await fetch(`${origin}/api/admin/media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await response.json()) as { data?: { media?: { url: string } } };
  if (response.status !== 201 || !answer.data?.media)
    throw new Error(`Upload ${index} answered ${response.status}`);
  return answer.data.media.url;
}

interface Served {
  perSecond: number;
  p99Ms: number;
  failures: number;
  /** The answer's size, and the CPU a request cost the server and the load generator (where it went). */
  bytes: number;
  serverMicros: number | undefined;
  loadMicros: number | undefined;
}

async function served(server: RunningServer, path: string): Promise<Served> {
  const url = `${server.origin}${path}`;
  const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
  await measureWithWrk(url, { connections: CONNECTIONS, seconds: 2 });
  const serverBefore = server.pid === undefined ? undefined : processCpuMicros(server.pid);
  const result = await measureWithWrk(url, { connections: CONNECTIONS, seconds: DURATION_SECONDS });
  return {
    perSecond: result.perSecond,
    p99Ms: result.p99Ms,
    failures: result.failures,
    bytes,
    serverMicros: microsPerRequest(
      serverBefore,
      server.pid === undefined ? undefined : processCpuMicros(server.pid),
      result.requests,
    ),
    loadMicros: result.loadMicros,
  };
}

const cpu = (measured: Served) =>
  `CPU us/request: server ${measured.serverMicros?.toFixed(0) ?? '-'}, load ${measured.loadMicros?.toFixed(0) ?? '-'}`;

async function main() {
  console.log(`Making ${PHOTOS} photos of ${(PHOTO_WIDTH * PHOTO_HEIGHT) / 1e6} megapixels...`);
  const photos = await Promise.all(
    Array.from({ length: PHOTOS }, (_, seed) => syntheticPhoto(seed, PHOTO_WIDTH, PHOTO_HEIGHT)),
  );
  const meanMb = photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length / 1e6;

  const problems = await withFreshDatabase('aurora_bench_media', async (databaseUrl) => {
    const server = await startProductionServer(databaseUrl, { ADMIN_PASSWORD: ADMIN.password });
    try {
      const token = await logIn(server.origin, ADMIN);
      const uploads: number[] = [];
      const urls: string[] = [];
      for (const [index, photo] of photos.entries()) {
        const { result, ms } = await timed(() => upload(server.origin, token, photo, index));
        urls.push(result);
        uploads.push(ms);
      }
      const firstAvif: number[] = [];
      for (const url of urls) {
        const { result, ms } = await timed(() => fetch(`${server.origin}${url}/640.avif`));
        if (!result.ok) throw new Error(`${url}/640.avif answered ${result.status}`);
        await result.arrayBuffer();
        firstAvif.push(ms);
      }
      const ceiling = await served(server, '/api/health/live');
      const kept = await served(server, `${urls[0]}/640.webp`);
      const ratio = kept.perSecond / ceiling.perSecond;

      const uploadP95 = percentile(uploads, 0.95);
      const avifP95 = percentile(firstAvif, 0.95);
      console.log(
        `\nProduct photos, production build on PostgreSQL (${PHOTOS} photos, ${meanMb.toFixed(1)} MB each)\n`,
      );
      console.log(
        `upload of a 12 MP JPEG        p50 ${percentile(uploads, 0.5).toFixed(0)} ms   p95 ${uploadP95.toFixed(0)} ms   (budget ${BUDGET.uploadP95Ms} ms)`,
      );
      console.log(
        `first request of 640 px AVIF  p50 ${percentile(firstAvif, 0.5).toFixed(0)} ms   p95 ${avifP95.toFixed(0)} ms   (budget ${BUDGET.firstAvifP95Ms} ms)`,
      );
      console.log(
        `ceiling (constant JSON)       ${ceiling.perSecond.toFixed(0)} req/s   p99 ${ceiling.p99Ms.toFixed(1)} ms   ${cpu(ceiling)}   (this machine's reference)`,
      );
      console.log(
        `kept 640 px WebP served       ${kept.perSecond.toFixed(0)} req/s   p99 ${kept.p99Ms.toFixed(1)} ms   ${cpu(kept)}   ${(kept.bytes / 1024).toFixed(0)} KiB each: ${(ratio * 100).toFixed(0)}% of the ceiling (budget ${BUDGET.keptVariantMinRatio * 100}%)`,
      );

      const found: string[] = [];
      if (uploadP95 >= BUDGET.uploadP95Ms) found.push(`uploads took ${uploadP95.toFixed(0)} ms at p95`);
      if (avifP95 >= BUDGET.firstAvifP95Ms)
        found.push(`first AVIF variants took ${avifP95.toFixed(0)} ms at p95`);
      if (ratio < BUDGET.keptVariantMinRatio)
        found.push(`a kept variant was served at ${(ratio * 100).toFixed(0)}% of the ceiling`);
      if (ceiling.failures + kept.failures > 0)
        found.push(`${ceiling.failures + kept.failures} requests failed`);
      return found;
    } finally {
      await server.stop();
    }
  });
  console.log(problems.length === 0 ? '\nWithin budget.' : `\nOver budget: ${problems.join('; ')}.`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
