// `npm run test:unit`: make sure the Debian tools the unit and integration tests call are there, then
// run Vitest. A Vitest process killed by a signal (a native crash such as SIGSEGV, never a failed
// test) runs once more, after printing the crash's native stack when the kernel left a core file.
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDebianTools, libical } from "./debian-packages.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

ensureDebianTools([libical]);

function runVitest() {
  // `ulimit -c` lets the kernel write a core file for a crash; the shell then becomes Vitest (same Node).
  const command = 'ulimit -c unlimited 2>/dev/null; exec "$0" node_modules/vitest/vitest.mjs run "$@"';
  return spawnSync("bash", ["-c", command, process.execPath, ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
  });
}

function printCrashStacks(): void {
  const cores = readdirSync(root).filter((name) => /^core(\.\d+)?$/.test(name));
  for (const core of cores) {
    const path = join(root, core);
    const gdb = spawnSync("gdb", ["-batch", "-ex", "bt 30", process.execPath, path], { encoding: "utf8" });
    console.error(gdb.error ? `(no gdb to read ${core})` : gdb.stdout);
    rmSync(path, { force: true });
  }
}

let result = runVitest();
if (result.signal) {
  console.error(`\nVitest was killed by ${result.signal}, not by a failed test: running it once more.\n`);
  printCrashStacks();
  result = runVitest();
}
process.exit(result.status ?? 1);
