/**
 * Reads `CORS_ORIGINS`: a comma-separated list of exact origins ('https://shop.example.com,http://localhost:5173'),
 * or a sentence saying what is wrong with it. Exact means as a browser sends its Origin header: scheme, host
 * and port, no path, no trailing slash; never `*`, since the answers may carry a shopper's own data.
 */
export function parseCorsOrigins(list: string): string[] | { problem: string } {
  const origins = list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const origin of origins) {
    const problem = originProblem(origin);
    if (problem) return { problem };
  }
  return [...new Set(origins)];
}

function originProblem(origin: string): string | undefined {
  if (origin.includes('*')) {
    return `'${origin}': list each origin exactly (https://shop.example.com); wildcards are not allowed`;
  }
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `'${origin}' is not an origin such as https://shop.example.com`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `'${origin}' must start with http:// or https://`;
  }
  if (url.origin !== origin) {
    return `'${origin}' must be written as browsers send it: ${url.origin} (scheme, host and port, no path)`;
  }
  return undefined;
}
