import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Our workspace packages are bundled from their TypeScript sources ("@tollgate/source"), so the
// front end never needs them built first and hot reload follows edits in packages/ too.
const conditions = ["@tollgate/source", "module", "browser", "development|production"];

export default defineConfig({
  plugins: [react()],
  resolve: { conditions },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
});
