// evogen's long-lived build worker: one node process runs Vite's own build API for build after
// build (no node start-up and Vite import per build). One JSON job per stdin line:
// {"id", "root", "outDir"}; one JSON answer per stdout line: {"id", "ok", "log"}.
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const modules = process.argv[2];
const vite = await import(pathToFileURL(path.join(modules, "vite", "dist", "node", "index.js")).href);
const out = (answer) => process.stdout.write(JSON.stringify(answer) + "\n");
out({ id: "ready", ok: true, log: `vite v${vite.version}` });

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const job = JSON.parse(line);
  const lines = [`vite v${vite.version} building client environment for production...`];
  const capture = (msg) => { lines.push(String(msg)); };
  const logger = vite.createLogger("info", { allowClearScreen: false });
  const customLogger = { ...logger, info: capture, warn: capture, warnOnce: capture, error: capture,
    clearScreen() {}, hasErrorLogged: () => false };
  let ok = true;
  try {
    process.chdir(job.root);
    await vite.build({ root: job.root, configFile: path.join(job.root, "vite.config.mjs"), configLoader: "native",
      logLevel: "info", customLogger, build: { outDir: job.outDir } });
  } catch (error) {
    ok = false;
    lines.push("error during build:");
    lines.push(String((error && (error.stack || error.message)) || error));
  }
  out({ id: job.id, ok, log: lines.join("\n") });
}
