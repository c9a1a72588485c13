// Who is asking, for the open endpoints' rate limits: only what the platform's own front end wrote, never a
// header the client could set (docs/decisions/015-client-address.md). One rule per environment, chosen where
// the backend is composed (backend.ts).
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

export type ClientAddress = (req: IncomingMessage) => string;

/** Locally nothing stands in front of the host: the client is the socket's peer, and no header is read. */
export const socketAddress: ClientAddress = (req) => req.socket.remoteAddress ?? 'unknown';

/**
 * Firebase Hosting's edge (Fastly) as it connects to the function: Fastly's published ranges
 * (https://api.fastly.com/public-ip-list). Refresh them when Fastly's list changes.
 */
export const HOSTING_EDGE_RANGES = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
];

export function addressRanges(ranges: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const [network, bits] = range.split('/') as [string, string];
    list.addSubnet(network, Number(bits), isIP(network) === 6 ? 'ipv6' : 'ipv4');
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client from X-Forwarded-For as Google's front end hands it to Cloud Functions (Cloud Run): whatever the
 * client sent, then the client's address, then (through Hosting) the edge that connected. Google's front end
 * appends the address that connected to it, so the last entry is never the client's own claim; an entry is
 * skipped only while it is one of `isEdge`'s addresses, whose own entry before it is what the edge appended.
 * Null without the header (nothing in front appended one).
 */
export function clientBehindFrontEnd(forwardedFor: string | undefined, isEdge: (address: string) => boolean) {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let client = hops.pop();
  while (client !== undefined && isEdge(client) && hops.length > 0) client = hops.pop();
  return client ?? null;
}

/** Production: Cloud Functions behind Firebase Hosting (or called at its own URL). */
export function behindHosting(isEdge = addressRanges(HOSTING_EDGE_RANGES)): ClientAddress {
  return (req) => {
    const header = req.headers['x-forwarded-for'];
    return clientBehindFrontEnd(Array.isArray(header) ? header.join(',') : header, isEdge) ?? socketAddress(req);
  };
}
