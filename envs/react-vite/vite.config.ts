import { defineConfig } from "vite";

// The scaffold is fixed: generated code may only write under src/.
export default defineConfig({
  logLevel: "info",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    reportCompressedSize: false,
    sourcemap: false,
    assetsInlineLimit: 0,
  },
});
