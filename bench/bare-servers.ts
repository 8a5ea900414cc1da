// Reference servers for the benchmarks, run in their own process like the real server:
//   node bench/bare-servers.ts static <port> <file> <content-type>   sends the file's bytes on every request
//   node bench/bare-servers.ts json <port> <json-text>               sends the JSON text on every request
import { readFileSync } from "node:fs";
import http from "node:http";

const [kind, portText, payload, contentType] = process.argv.slice(2);
const body = kind === "static" ? readFileSync(payload!) : Buffer.from(payload!);
const type = kind === "static" ? (contentType ?? "text/html; charset=utf-8") : "application/json; charset=utf-8";

const server = http.createServer((_request, response) => {
  response.writeHead(200, { "content-type": type, "content-length": body.length });
  response.end(body);
});
server.listen(Number(portText), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
