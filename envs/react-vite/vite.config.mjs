import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The scaffold is fixed: generated code may only write under src/.
//
// Sealed build: a module may come only from the project's src/ (and its index.html) or from the
// environment's installed packages. Absolute paths, "..", /proc, ?raw/?url of outside files and
// import.meta.glob results outside src/ are refused before anything is read, so no outside
// content can reach the bundle, the log or an error message.
const root = fs.realpathSync(path.dirname(fileURLToPath(import.meta.url)));
const modules = fs.realpathSync(path.join(root, "node_modules"));
const allowed = [path.join(root, "src") + path.sep, modules + path.sep, path.join(root, ".vite") + path.sep];

function real(file) {
  try {
    return fs.realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

function inside(id) {
  const file = id.split("?")[0].split("#")[0];
  if (!path.isAbsolute(file)) return true; // bare specifiers and virtual ids are resolved to paths first
  const resolved = real(file);
  return resolved === path.join(root, "index.html") || allowed.some((dir) => resolved.startsWith(dir));
}

const where = (importer) =>
  importer && inside(importer) ? ` in ${path.relative(root, importer.split("?")[0])}` : "";

/** @returns {import('vite').Plugin} */
function sealed() {
  return {
    name: "evogen-sealed",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source.startsWith("\0")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.startsWith("\0")) return resolved;
      if (!inside(resolved.id)) {
        this.error(`an import${where(importer)} reaches outside the project: only files under src/ and the ` +
          "environment's packages can be imported");
      }
      return resolved;
    },
    load(id) {
      if (id.startsWith("\0")) return null;
      if (!inside(id)) this.error("a module outside the project was requested: only files under src/ can be read");
      return null;
    },
    // CSS @import and url() are read by the CSS pipeline itself: check them before it runs
    transform(code, id) {
      const file = id.split("?")[0];
      if (!/\.(css|pcss|postcss)$/.test(file) || !inside(file)) return null;
      const refs = /@import\s+(?:url\()?\s*["']?([^"')\s;]+)|url\(\s*["']?([^"')]+)["']?\s*\)/g;
      for (const m of code.matchAll(refs)) {
        const ref = (m[1] || m[2] || "").trim();
        if (!ref || /^(data:|https?:|#|%23)/i.test(ref)) continue;
        const target = ref.startsWith("/") ? path.join(root, ref) : path.resolve(path.dirname(file), ref);
        if (!inside(target)) {
          this.error(`a stylesheet reference in ${path.relative(root, file)} reaches outside the project: ` +
            "only files under src/ can be used");
        }
      }
      return null;
    },
    // anything emitted into the build (assets from new URL(), CSS url(), ...) must come from src/
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        const sources = item.type === "asset" ? item.originalFileNames || [] : Object.keys(item.modules || {});
        for (const source of sources) {
          const file = source.split("?")[0];
          if (!file || file.startsWith("\0")) continue;
          if (!inside(path.isAbsolute(file) ? file : path.resolve(root, file))) {
            this.error("the build would include a file from outside the project: only files under src/ can be used");
          }
        }
      }
    },
  };
}

export default defineConfig({
  logLevel: "info",
  cacheDir: ".vite",
  plugins: [sealed()],
  server: { fs: { strict: true, allow: ["src"] } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    reportCompressedSize: false,
    sourcemap: false,
    assetsInlineLimit: 0,
  },
});
