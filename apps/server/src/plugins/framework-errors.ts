import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { type ErrorBody, type Language, LOCALE_COOKIE } from "@sobremesa/contracts";
import type { FastifyBaseLogger } from "fastify";

type Answer = { status: number; code: ErrorBody["error"]["code"]; message: Record<Language, string> };

/** Thrown by our multipart parser when a form cannot be read; answered like Fastify's own body errors. */
export const UNREADABLE_FORM = "SOBREMESA_UNREADABLE_FORM";

/**
 * What Fastify's body parsing refuses before any route runs, said in the visitor's language. Its
 * own messages are English and name internals ("content-type is set to..."); these say what to fix.
 */
const bodyErrors: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "VALIDATION_FAILED",
    message: {
      es: "El cuerpo de la solicitud no es JSON válido; revisa comillas, comas y llaves",
      en: "The request body is not valid JSON; check its quotes, commas and braces",
    },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: "VALIDATION_FAILED",
    message: {
      es: "El cuerpo de la solicitud está vacío; envía un objeto JSON",
      en: "The request body is empty; send a JSON object",
    },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "VALIDATION_FAILED",
    message: {
      es: "El tamaño del cuerpo no coincide con Content-Length",
      en: "The body's size does not match its Content-Length",
    },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: {
      es: "Este tipo de contenido no se admite aquí; envía JSON (Content-Type: application/json)",
      en: "This content type is not accepted here; send JSON (Content-Type: application/json)",
    },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: {
      es: "El cuerpo de la solicitud es demasiado grande; envía menos datos",
      en: "The request body is too large; send less data",
    },
  },
  [UNREADABLE_FORM]: {
    status: 400,
    code: "VALIDATION_FAILED",
    message: {
      es: "No pudimos leer el formulario (multipart/form-data); revisa su formato",
      en: "The form (multipart/form-data) could not be read; check its format",
    },
  },
};

const otherRequestError: Answer = {
  status: 400,
  code: "VALIDATION_FAILED",
  message: {
    es: "No pudimos leer la solicitud; revisa su formato",
    en: "The request could not be read; check its format",
  },
};

/** The answer to a 4xx the framework raised (an error with a status and no domain code), in `lang`. */
export function frameworkErrorAnswer(
  error: { code?: string | undefined },
  lang: Language,
): { status: number; code: ErrorBody["error"]["code"]; message: string } {
  const known = (error.code && bodyErrors[error.code]) || otherRequestError;
  return { status: known.status, code: known.code, message: known.message[lang] };
}

/** Errors Node's HTTP parser raises before a request exists (no route, no hooks), by its codes. */
const connectionErrors: Record<string, Answer> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: "HEADERS_TOO_LARGE",
    message: {
      es: "Los encabezados de la solicitud son demasiado grandes; borra las cookies de este sitio e inténtalo de nuevo",
      en: "The request's headers are too large; clear this site's cookies and try again",
    },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: "REQUEST_TIMEOUT",
    message: {
      es: "La solicitud tardó demasiado en llegar; inténtalo de nuevo",
      en: "The request took too long to arrive; please try again",
    },
  },
};

/**
 * The language of a request the parser gave up on, from what it had read (its raw bytes, when Node
 * passes them): `lang` in the target, then the locale cookie, then an /en path; Spanish otherwise.
 */
export function languageOfRawRequest(raw: Buffer | undefined): Language {
  if (!raw) return "es";
  const head = raw.subarray(0, 16_384).toString("latin1");
  const target = /^[A-Z]+ (\S+)/.exec(head)?.[1] ?? "";
  const asked = /[?&]lang=(es|en)(?:&|$)/.exec(target)?.[1];
  if (asked === "en" || asked === "es") return asked;
  const cookie = new RegExp(`\\r\\ncookie:[^\\r\\n]*\\b${LOCALE_COOKIE}=(es|en)\\b`, "i").exec(head)?.[1];
  if (cookie === "en" || cookie === "es") return cookie;
  return /^\/en(\/|\?|$)/.test(target) ? "en" : "es";
}

/**
 * Node's `clientError`: a request the HTTP parser refused (headers too large, malformed request
 * line, too slow to arrive). There is no request or reply yet, so the answer is written to the
 * socket by hand: the site's error envelope, with a request id that the log line shares.
 */
export function clientErrorHandler(log: () => FastifyBaseLogger) {
  return (error: { code?: string; rawPacket?: unknown }, socket: Socket): void => {
    // A reset connection has nobody to answer; an answer already under way cannot be replaced.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || socket.destroyed || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const known = (error.code && connectionErrors[error.code]) || otherRequestError;
    const lang = languageOfRawRequest(Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined);
    const requestId = randomUUID();
    const message = known.message[lang];
    const body = JSON.stringify({ message, error: { code: known.code, message }, requestId });
    log().debug({ requestId, code: error.code, status: known.status }, "request refused by the HTTP parser");
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n` +
          "Content-Type: application/json; charset=utf-8\r\n" +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          `X-Request-Id: ${requestId}\r\n` +
          "Cache-Control: no-store\r\n" +
          "Connection: close\r\n\r\n" +
          body,
      );
    }
    socket.end();
  };
}
