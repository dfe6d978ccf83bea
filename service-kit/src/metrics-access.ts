import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

export const METRICS_TEXTS = {
  refused: 'Geen toegang tot de metrieken: alleen vanaf een intern adres, of met het METRICS_TOKEN als bearer-token wanneer dat is ingesteld.',
};

const internal = new BlockList();
internal.addSubnet('127.0.0.0', 8, 'ipv4');
internal.addSubnet('10.0.0.0', 8, 'ipv4');
internal.addSubnet('172.16.0.0', 12, 'ipv4');
internal.addSubnet('192.168.0.0', 16, 'ipv4');
internal.addSubnet('169.254.0.0', 16, 'ipv4');
internal.addAddress('::1', 'ipv6');
internal.addSubnet('fc00::', 7, 'ipv6');
internal.addSubnet('fe80::', 10, 'ipv6');

/** Loopback, private (RFC 1918, unique local) or link-local: inside the installation's own network. */
export function isInternalAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  if (isIPv4(address)) return internal.check(address, 'ipv4');
  return isIPv6(address) && internal.check(address, 'ipv6');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: with a token configured, only who sends it as bearer (from anywhere: a load
 * balancer in front makes every caller look internal); without one, only internal addresses.
 */
export function metricsAllowed(caller: { address: string | undefined; authorization: string | undefined }, token: string | undefined): boolean {
  if (!token) return isInternalAddress(caller.address);
  const sent = /^Bearer\s+(\S+)$/i.exec(caller.authorization ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}
