// `npm run dev`: the server with pages rendered from the web app's sources through Vite (HMR, no
// build), on the same configuration defaults as `npm start` (embedded database, demo data). The npm
// script runs this under `node --watch-path` on the server's and packages' sources, so a change there
// restarts the process; a change to the web app is Vite's to reload.
await import("../apps/server/src/server.ts").then((server) => server.startServer({ webDevelopment: true }));
