// Server-side request forgery (docs/webhooks.md "Security"): a public server must not POST to its
// own network on a player's behalf. With WEBHOOK_ALLOW_PRIVATE=false, a webhook may not name, nor
// resolve to, a loopback, private, link-local, shared, multicast or reserved address; the check is
// made when the URL is set and again on every connection (a name may resolve elsewhere later).
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1] as string, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** A URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/** Every address the host resolves to, or the error that it does not resolve. */
export function resolveAll(host: string): Promise<string[]> {
  if (isIP(host) !== 0) return Promise.resolve([host]);
  return new Promise((resolve, reject) => {
    dnsLookup(host, { all: true }, (error, addresses: LookupAddress[]) => (error ? reject(error) : resolve(addresses.map((a) => a.address))));
  });
}

/** For http.request: resolves as usual, then refuses a private address (no DNS rebinding past the check). */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const usable = addresses.filter((a) => !isPrivateAddress(a.address));
    const first = usable[0];
    if (first === undefined) {
      return callback(Object.assign(new Error(`${hostname} resolves only to private addresses`), { code: "EPRIVATE" }), "", 0);
    }
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
    callback(null, first.address, first.family);
  });
};
