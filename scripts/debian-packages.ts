// The test suites use a few of Debian's packages (never a downloaded binary): installed here when
// missing and we are root, as on CI; otherwise the command to install them is printed.
import { execSync, spawnSync } from "node:child_process";

export interface DebianTool {
  /** What the tests need it for, in the message. */
  purpose: string;
  packages: string[];
  /** True when the tool already works on this machine. */
  present: () => boolean;
}

export const chromium: DebianTool = {
  purpose: "the browser journeys",
  packages: ["chromium"],
  present: () => spawnSync("which", ["chromium"]).status === 0,
};

export const libical: DebianTool = {
  purpose: "the iCalendar checks (libical through Python)",
  packages: ["gir1.2-ical-3.0", "python3-gi"],
  present: () => spawnSync("/usr/bin/python3", ["-c", 'import gi; gi.require_version("ICalGLib", "3.0")']).status === 0,
};

export function ensureDebianTools(tools: DebianTool[]): void {
  const missing = tools.filter((tool) => !tool.present());
  if (missing.length === 0) return;
  const packages = missing.flatMap((tool) => tool.packages).join(" ");
  if (process.getuid?.() !== 0) {
    for (const tool of missing) console.error(`Missing for ${tool.purpose}: ${tool.packages.join(", ")}.`);
    console.error(`Install Debian's packages with \`sudo apt-get install -y ${packages}\`.`);
    process.exit(1);
  }
  console.info(`installing Debian's ${packages} for ${missing.map((tool) => tool.purpose).join(" and ")}`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages}`,
    {
      stdio: "inherit",
    },
  );
}
