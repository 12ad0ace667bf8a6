// The registry mirror we install from serves only linux-x64 builds of packages that ship
// per-platform binaries, so `npm install` leaves the other platforms' optional packages out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. This records each missing
// optional package with its os/cpu (read off its name), which is what npm would have written:
// `npm ci` skips them here and fetches them by version on the platforms that need them.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "sunos", "aix", "netbsd"];
const CPU = {
  x64: "x64",
  arm64: "arm64",
  arm: "arm",
  ia32: "ia32",
  wasm32: "wasm32",
  riscv64: "riscv64",
  ppc64: "ppc64",
  s390x: "s390x",
};

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  const libc = parts.includes("musl") ? "musl" : parts.some((p) => p.startsWith("gnu")) ? "glibc" : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies ?? {};
  for (const [name, version] of Object.entries(optional)) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!cpu) continue;
    packages[key] = {
      version,
      ...(cpu && { cpu: [cpu] }),
      ...(entry.dev && { dev: true }),
      ...(libc && { libc: [libc] }),
      optional: true,
      ...(os && { os: [os] }),
    };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-foreign-platforms: recorded ${added} optional platform package(s)`);
