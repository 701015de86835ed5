import { isIPv4, isIPv6 } from "node:net";

const V4_PRIVATE: [number, number][] = [
  [0x0a000000, 8], // 10/8
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
  [0x7f000000, 8], // 127/8 loopback
  [0xa9fe0000, 16], // 169.254/16 link-local
  [0x64400000, 10], // 100.64/10 carrier-grade NAT
];

function v4ToInt(ip: string): number {
  return ip.split(".").reduce((acc, part) => acc * 256 + Number(part), 0);
}

/** True for loopback, private, link-local and CGNAT addresses (R-SERVER Geo check: 'Private'). */
export function isPrivateAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  if (isIPv4(ip)) {
    const n = v4ToInt(ip);
    return V4_PRIVATE.some(
      ([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
    );
  }
  if (isIPv6(ip)) {
    const lower = ip.toLowerCase();
    return lower === "::1" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return false;
}
