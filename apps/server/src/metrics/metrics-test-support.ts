import type { FastifyInstance } from 'fastify';
import { METRICS_PATH } from './metrics-route';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The samples of Prometheus' text format (comments left out), as a scraper reads them. */
export function parseSamples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (!match?.[1] || match[3] === undefined) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key, value]),
    );
    return [{ name: match[1], labels, value: Number(match[3]) }];
  });
}

/** The value of the one series of `name` carrying these labels (among others), or undefined when there is none. */
export function seriesValue(samples: readonly Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} series of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** `GET /metrics` with the token, parsed. */
export async function scrape(app: FastifyInstance, token: string): Promise<Sample[]> {
  const response = await app.inject({
    method: 'GET',
    url: METRICS_PATH,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`scrape answered ${response.statusCode}: ${response.body}`);
  return parseSamples(response.body);
}
