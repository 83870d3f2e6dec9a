// Which URLs a webhook may have (docs/webhooks.md "Security"): http(s) only, and unless
// WEBHOOK_ALLOW_PRIVATE=true no address of a special-purpose range (IANA registries), by literal or by name.
import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "../../src/webhooks/address.js";
import { post } from "../../src/webhooks/deliver.js";
import { checkWebhookUrl } from "../../src/webhooks/url.js";
import { loadConfig } from "../../src/config.js";
import { startReceiver } from "../api/webhookReceiver.js";

const reasonOf = async (url: string, allowPrivate: boolean) => {
  const checked = await checkWebhookUrl(url, allowPrivate);
  return checked.ok ? "ok" : (checked.error as { reason?: string }).reason;
};

describe("webhook URLs", () => {
  it("tells private addresses from public ones, IPv4-mapped IPv6 included", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:192.168.0.1", "224.0.0.1"]) {
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    }
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "2a00:1450:4001::1"]) expect([a, isPrivateAddress(a)]).toEqual([a, false]);
  });

  // One address inside each special-purpose range, and one just outside where a public neighbour exists.
  const SPECIAL: [string, string][] = [
    ["this network 0.0.0.0/8", "http://0.1.2.3/"],
    ["private 10.0.0.0/8", "http://10.255.0.1/"],
    ["shared 100.64.0.0/10", "http://100.127.255.254/"],
    ["loopback 127.0.0.0/8", "http://127.1.2.3/"],
    ["link-local 169.254.0.0/16", "http://169.254.169.254/"],
    ["private 172.16.0.0/12", "http://172.31.0.1/"],
    ["IETF protocol assignments 192.0.0.0/24", "http://192.0.0.170/"],
    ["documentation 192.0.2.0/24", "http://192.0.2.1/"],
    ["AS112-v4 192.31.196.0/24", "http://192.31.196.1/"],
    ["AMT 192.52.193.0/24", "http://192.52.193.1/"],
    ["6to4 relay anycast 192.88.99.0/24", "http://192.88.99.1/"],
    ["private 192.168.0.0/16", "http://192.168.1.1/"],
    ["AS112 direct delegation 192.175.48.0/24", "http://192.175.48.1/"],
    ["benchmarking 198.18.0.0/15", "http://198.19.255.1/"],
    ["documentation 198.51.100.0/24", "http://198.51.100.7/"],
    ["documentation 203.0.113.0/24", "http://203.0.113.50/"],
    ["multicast 224.0.0.0/4", "http://239.1.2.3/"],
    ["reserved 240.0.0.0/4", "http://250.1.2.3/"],
    ["limited broadcast", "http://255.255.255.255/"],
    ["a decimal spelling of loopback", "http://2130706433/"],
    ["unspecified ::/128", "http://[::]/"],
    ["loopback ::1/128", "http://[::1]/"],
    ["IPv4-compatible ::/96", "http://[::127.0.0.1]/"],
    ["IPv4-mapped ::ffff:0:0/96", "http://[::ffff:169.254.169.254]/"],
    ["IPv4-mapped of a public address", "http://[::ffff:8.8.8.8]/"],
    ["NAT64 64:ff9b::/96", "http://[64:ff9b::a9fe:a9fe]/"],
    ["local NAT64 64:ff9b:1::/48", "http://[64:ff9b:1::a9fe:a9fe]/"],
    ["discard-only 100::/64", "http://[100::1]/"],
    ["TEREDO 2001::/32", "http://[2001:0:4136:e378::1]/"],
    ["benchmarking 2001:2::/48", "http://[2001:2::1]/"],
    ["ORCHIDv2 2001:20::/28", "http://[2001:20::1]/"],
    ["documentation 2001:db8::/32", "http://[2001:db8::1]/"],
    ["6to4 2002::/16", "http://[2002:a9fe:a9fe::1]/"],
    ["AS112 direct delegation 2620:4f:8000::/48", "http://[2620:4f:8000::1]/"],
    ["documentation 3fff::/20", "http://[3fff::1]/"],
    ["segment routing 5f00::/16", "http://[5f00::1]/"],
    ["unique-local fc00::/7", "http://[fd12:3456::1]/"],
    ["link-local fe80::/10", "http://[fe80::1]/"],
    ["site-local fec0::/10", "http://[fec0::1]/"],
    ["multicast ff00::/8", "http://[ff02::1]/"],
    ["reserved outside 2000::/3", "http://[4000::1]/"],
  ];
  for (const [range, url] of SPECIAL) {
    it(`refuses ${range} by default (${url})`, async () => {
      expect(await reasonOf(url, false)).toBe("webhook-address-not-allowed");
      expect(await reasonOf(url, true)).toBe("ok");
    });
  }

  it("takes public neighbours of the special ranges", async () => {
    for (const url of ["http://192.0.3.1/", "http://198.51.101.1/", "http://203.0.114.1/", "http://100.128.0.1/", "http://[2001:db9::1]/", "http://[2a00:1450:4001::1]/"]) {
      expect([url, await reasonOf(url, false)]).toEqual([url, "ok"]);
    }
  });

  it("WEBHOOK_ALLOW_PRIVATE defaults to false", () => {
    const loaded = loadConfig({});
    expect(loaded.ok && loaded.config.webhooks.allowPrivate).toBe(false);
  });

  it("takes http and https only, without credentials", async () => {
    expect(await reasonOf("http://127.0.0.1:9/hook", true)).toBe("ok");
    expect(await reasonOf("https://example.org/hook?x=1", true)).toBe("ok");
    expect(await reasonOf("file:///etc/passwd", true)).toBe("webhook-url-invalid");
    expect(await reasonOf("javascript:alert(1)", true)).toBe("webhook-url-invalid");
    expect(await reasonOf("https://a:b@example.org/", true)).toBe("webhook-url-invalid");
    expect(await reasonOf(`https://example.org/${"x".repeat(3000)}`, true)).toBe("webhook-url-invalid");
  });

  it("with WEBHOOK_ALLOW_PRIVATE=false refuses internal addresses, by literal or by name", async () => {
    for (const url of ["http://127.0.0.1:8080/", "http://[::1]/", "http://10.0.0.5/", "http://169.254.169.254/latest/meta-data", "http://localhost:3000/", "http://[::ffff:127.0.0.1]/"]) {
      expect([url, await reasonOf(url, false)]).toEqual([url, "webhook-address-not-allowed"]);
    }
    expect(await reasonOf("https://93.184.216.34/hook", false)).toBe("ok");
  });
});

describe("webhook delivery and private addresses", () => {
  it("checks the address again when connecting: a name that now resolves to loopback is not posted to", async () => {
    const receiver = await startReceiver();
    try {
      const config = { allowPrivate: false, maxAttempts: 1, retryBaseMs: 1, timeoutMs: 5_000, pollMs: 10 };
      const body = { id: "d-1", gameId: "g", seat: "england", seq: 1, timestamp: new Date(0).toISOString(), event: { type: "year-started", year: 1297 } as never };
      const byName = receiver.url.replace("127.0.0.1", "localhost");
      await expect(post(byName, "a secret of sixteen+", body, config)).rejects.toThrow(/private addresses/);
      await expect(post(receiver.url, "a secret of sixteen+", body, config)).rejects.toThrow(/private address/);
      expect(receiver.received).toEqual([]);
      await post(byName, "a secret of sixteen+", body, { ...config, allowPrivate: true });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
