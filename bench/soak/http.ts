// HTTP: one keep-alive agent, no compression asked for (the client's CPU is the server's too).
import http from "node:http";
import { connections, instances, maxInFlight } from "./profiles.ts";

export const port = 3980;
/** The web instances, each on its own port: requests go round the list, as a load balancer sends them. */
export const origins = Array.from({ length: instances }, (_, index) => `http://127.0.0.1:${port + index}`);
let nextOrigin = 0;
/** The one public address every instance serves (their Origin check and links name it). */
export const siteOrigin = `http://localhost:${port}`;
export const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(connections, maxInFlight) });

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Decoded when read: most answers are judged by their status alone (the generator shares the cores). */
  readonly body: string;
}
export function request(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; json?: unknown; instance?: number } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const origin = origins[options.instance ?? nextOrigin++ % origins.length];
    const call = http.request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers: {
          ...(body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            get body() {
              return Buffer.concat(chunks).toString();
            },
          }),
        );
        response.on("error", reject);
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

export async function waitFor(path: string, timeoutMs: number, instance = 0) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await request("GET", path, { instance })).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} did not answer in ${timeoutMs} ms`);
}
