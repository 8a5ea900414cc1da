import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const LUCIDE_ICONS = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const SPRITE_MODULE = "virtual:icon-sprite";
/** The bundler's id of the sprite's address: a few bytes that go with the code that draws icons. */
export const ICON_SPRITE_MODULE = `\0${SPRITE_MODULE}`;
// The ES modules (the package main is CommonJS): the build takes these.
const iconsDir = path.join(path.dirname(createRequire(import.meta.url).resolve("lucide-react")), "..", "esm", "icons");

type IconNode = [tag: string, attributes: Record<string, string>][];
export interface IconData {
  name: string;
  node: IconNode;
  aliases?: string[];
}

/** Every lucide icon the app imports (the names in `import { ... } from "lucide-react"`). */
export function iconsInUse(appDir: string): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test."))
        for (const [, list] of readFileSync(full, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g))
          for (const name of list!.split(","))
            if (name.trim() && !name.includes("type ")) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  };
  visit(appDir);
  return [...names].sort();
}

/** The icon module of each name lucide-react exports (its index re-exports every icon by all its names). */
export function iconFile(name: string): string {
  iconFiles ??= new Map(
    [
      ...readFileSync(path.join(iconsDir, "..", "lucide-react.mjs"), "utf8").matchAll(
        /export \{([^}]*)\} from '\.\/icons\/([^']+)'/g,
      ),
    ].flatMap(([, names, file]) =>
      [...names!.matchAll(/default as (\w+)/g)].map(([, exported]) => [exported!, path.join(iconsDir, file!)] as const),
    ),
  );
  const file = iconFiles.get(name);
  if (!file) throw new Error(`lucide-react exports no icon named ${name}`);
  return file;
}
// Read once: the index names some 1,700 icons by all their names.
let iconFiles: Map<string, string> | undefined;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One SVG document with a <symbol> per icon, its id the icon's name; the page's <svg> draws it with <use>. */
export function spriteOf(icons: IconData[]): string {
  const symbols = [...new Map(icons.map((icon) => [icon.name, icon])).values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((icon) => {
      const shapes = icon.node.map(([tag, attributes]) => {
        const pairs = Object.entries(attributes)
          .filter(([name]) => name !== "key")
          .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`);
        return `<${tag}${pairs.join("")}/>`;
      });
      return `<symbol id="${icon.name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/** The sprite of the icons the app imports, and the hashed address it is served at. */
export async function appSprite(appDir: string): Promise<{ url: string; svg: string }> {
  const icons = await Promise.all(
    iconsInUse(appDir).map(
      async (name) => ((await import(pathToFileURL(iconFile(name)).href)) as { __iconData: IconData }).__iconData,
    ),
  );
  const svg = spriteOf(icons);
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  return { url: `/assets/icons-${hash}.svg`, svg };
}

/**
 * lucide-react's icon modules each import its `createLucideIcon`; this hands them ours
 * (app/components/ui/lucide-icon.ts), which draws each icon from one sprite of the icons the app
 * imports (`virtual:icon-sprite`, a hashed asset) rather than repeating its shapes in every page
 * and script. The icon modules keep only their names.
 */
export function leanLucide(factory: string, appDir: string): Plugin {
  let sprite: Promise<{ url: string; svg: string }> | undefined;
  const current = () => (sprite ??= appSprite(appDir));
  return {
    name: "sobremesa:lean-lucide",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === SPRITE_MODULE) return ICON_SPRITE_MODULE;
      if (importer && LUCIDE_ICONS.test(importer) && path.basename(source) === "createLucideIcon.mjs") return factory;
      return null;
    },
    async load(id) {
      if (id === ICON_SPRITE_MODULE) return `export default ${JSON.stringify((await current()).url)};`;
      return null;
    },
    transform(code, id) {
      // The shapes live in the sprite: the modules need not carry them to the browser.
      if (LUCIDE_ICONS.test(id))
        return { code: code.replace(/\n {2}node: \[[\s\S]*?\n {2}\]/, "\n  node: []"), map: null };
      return null;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { url, svg } = await current();
      this.emitFile({ type: "asset", fileName: url.slice(1), source: svg });
    },
    configureServer(server) {
      server.watcher.on("change", (file) => {
        if (file.startsWith(appDir)) sprite = undefined;
      });
      // Any hash: a page rendered before an icon was added still finds every icon.
      server.middlewares.use(async (request, response, next) => {
        if (!/^\/assets\/icons-[0-9a-f]+\.svg$/.test(request.url ?? "")) return next();
        response.setHeader("content-type", "image/svg+xml");
        response.end((await current()).svg);
      });
    },
  };
}
