/** @type {import("next").NextConfig} */
export default {
  // better-sqlite3 is a native module: loaded from node_modules at run time, never bundled
  // (Next.js keeps it external by default; said here for other native drivers).
  serverExternalPackages: ["better-sqlite3"],
};
