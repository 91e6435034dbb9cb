import ipaddr from 'ipaddr.js';

/**
 * Who a request counts as for a rate limit. An IPv4 address is one client; an IPv6 address is counted
 * by its /64, since one subscriber is handed a whole /64 and could otherwise take a fresh address for
 * every request. IPv4-mapped IPv6 (`::ffff:1.2.3.4`, as dual-stack sockets report IPv4) counts as IPv4.
 */
export function rateLimitSubject(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
