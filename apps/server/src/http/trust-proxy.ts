import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes from the setting: off, any sender, or the proxies' addresses. */
export type TrustProxy = boolean | string[];

/** The names proxy-addr (Fastify's X-Forwarded-For reader) gives to address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads `TRUST_PROXY`: `false` (the default), `true` (believe any sender: only for a server that nothing but
 * the proxy can reach), or a comma-separated list of the proxies' addresses and CIDR ranges
 * ('10.0.0.0/8,loopback'); otherwise a sentence saying what is wrong. No hop count: Fastify 5.12 trusts
 * nothing for one, since a client can add hops of its own. Checked here because a bad address would
 * otherwise stop the server with the framework's own error.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { problem: string } {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined || entries.length === 0) {
    return {
      problem: `'${wrong ?? value}' is not a proxy address: give true, or the proxies' addresses and CIDR ranges such as 10.0.0.0/8`,
    };
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
