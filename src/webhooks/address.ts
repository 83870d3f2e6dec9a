// Server-side request forgery (docs/webhooks.md "Security"): a public server must not POST to its
// own network on a player's behalf. Unless WEBHOOK_ALLOW_PRIVATE=true, a webhook may not name, nor
// resolve to, an address of a special-purpose range (below); the check is made when the URL is set
// and again on every connection (a name may resolve elsewhere later).
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Every range of the IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and its
 * updates), with multicast, the deprecated IPv6 site-local and IPv4-compatible ranges, and all IPv6
 * outside global unicast 2000::/3: an address in one of them is never a public receiver's.
 * Each entry is [network, prefix, what it is].
 */
export const SPECIAL_IPV4: readonly (readonly [string, number, string])[] = [
  ["0.0.0.0", 8, "this network (RFC 791)"],
  ["10.0.0.0", 8, "private use (RFC 1918)"],
  ["100.64.0.0", 10, "shared address space (RFC 6598)"],
  ["127.0.0.0", 8, "loopback (RFC 1122)"],
  ["169.254.0.0", 16, "link-local, cloud metadata (RFC 3927)"],
  ["172.16.0.0", 12, "private use (RFC 1918)"],
  ["192.0.0.0", 24, "IETF protocol assignments (RFC 6890)"],
  ["192.0.2.0", 24, "documentation TEST-NET-1 (RFC 5737)"],
  ["192.31.196.0", 24, "AS112-v4 (RFC 7535)"],
  ["192.52.193.0", 24, "AMT (RFC 7450)"],
  ["192.88.99.0", 24, "deprecated 6to4 relay anycast (RFC 7526)"],
  ["192.168.0.0", 16, "private use (RFC 1918)"],
  ["192.175.48.0", 24, "direct delegation AS112 service (RFC 7534)"],
  ["198.18.0.0", 15, "benchmarking (RFC 2544)"],
  ["198.51.100.0", 24, "documentation TEST-NET-2 (RFC 5737)"],
  ["203.0.113.0", 24, "documentation TEST-NET-3 (RFC 5737)"],
  ["224.0.0.0", 4, "multicast (RFC 5771)"],
  ["240.0.0.0", 4, "reserved (RFC 1112), limited broadcast 255.255.255.255 included"],
];

export const SPECIAL_IPV6: readonly (readonly [string, number, string])[] = [
  // Outside 2000::/3, IPv6 is reserved, local or multicast (IANA IPv6 Address Space registry).
  ["::", 3, "reserved by the IETF below 2000::/3: unspecified, loopback, IPv4-compatible ::/96, IPv4-mapped ::ffff:0:0/96, IPv4/IPv6 translation 64:ff9b::/96 and 64:ff9b:1::/48 (NAT64), discard-only 100::/64"],
  ["4000::", 2, "reserved by the IETF"],
  ["8000::", 1, "reserved by the IETF, unique-local fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8"],
  // Inside 2000::/3.
  ["2001::", 23, "IETF protocol assignments: TEREDO, benchmarking, AMT, AS112, ORCHID (RFC 2928)"],
  ["2001:db8::", 32, "documentation (RFC 3849)"],
  ["2002::", 16, "6to4 (RFC 3056)"],
  ["2620:4f:8000::", 48, "direct delegation AS112 service (RFC 7534)"],
  ["3fff::", 20, "documentation (RFC 9637)"],
  ["5f00::", 16, "segment routing SIDs (RFC 9602)"],
];

// Two lists: one list would also match IPv4 addresses against the IPv6 rules (as ::ffff:a.b.c.d).
const blockedV4 = new BlockList();
for (const [network, prefix] of SPECIAL_IPV4) blockedV4.addSubnet(network, prefix, "ipv4");
const blockedV6 = new BlockList();
for (const [network, prefix] of SPECIAL_IPV6) blockedV6.addSubnet(network, prefix, "ipv6");

/** Whether a webhook may not be posted to `address`: anything but a plain public unicast address. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? blockedV4.check(address, "ipv4") : blockedV6.check(address, "ipv6");
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
