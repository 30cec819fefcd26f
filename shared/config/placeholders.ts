// Placeholders: addresses a template (or a colleague's example) carries that must be replaced on
// site. One explicit rule, so that the checker can say "replace me" and pre-flight never connects
// to them: an address is a placeholder when it holds the token REPLACE-ME (any case), or when its
// host is reserved for documentation and can never be a site's server —
//   - IPv4 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24 (RFC 5737, TEST-NET-1/2/3),
//   - IPv6 2001:db8::/32 (RFC 3849),
//   - example.com, example.net, example.org and their subdomains, and any name under the
//     top-level domains .example or .invalid (RFC 2606, RFC 6761).
// The templates (templates.ts) use these on purpose, so a forgotten placeholder never reaches a
// real host. Addresses only: a tenant key or project id that looks like an example is data.

/** The token that marks any value as "replace me". */
export const PLACEHOLDER_TOKEN = 'REPLACE-ME';

const DOCUMENTATION_IPV4 = /^(?:192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}$/;
const DOCUMENTATION_IPV6 = /^2001:0*db8(?::|$)/i;
const DOCUMENTATION_NAME = /(?:^|\.)(?:example\.(?:com|net|org)|example|invalid)\.?$/i;

/** Whether a host name or address (IPv6 with or without brackets) is reserved for documentation. */
export function isPlaceholderHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return (
    DOCUMENTATION_IPV4.test(bare) ||
    DOCUMENTATION_IPV6.test(bare) ||
    DOCUMENTATION_NAME.test(bare) ||
    bare.toUpperCase().includes(PLACEHOLDER_TOKEN)
  );
}

/** The host of a `scheme://host[:port]…` address, or null when it has none. */
export function hostOf(address: string): string | null {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(\[[0-9a-f:.]+\]|[^/\\:?#\s@[\]]*)/i.exec(address.trim());
  return match?.[1] ? match[1].replace(/^\[|\]$/g, '') : null;
}

/**
 * What makes an address (one source, not a comma-separated list) a placeholder: the token, or its
 * documentation host; null when it is not one.
 */
export function placeholderIn(address: string): string | null {
  if (address.toUpperCase().includes(PLACEHOLDER_TOKEN)) return PLACEHOLDER_TOKEN;
  const host = hostOf(address);
  return host !== null && isPlaceholderHost(host) ? host : null;
}
