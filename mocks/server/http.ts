// Node http plumbing: connect-style middleware type, body reading and parsing, answers.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Request bodies above this are refused (uploads are images of a few hundred KiB). */
export const BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export class BodyTooLarge extends Error {}

export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Above the limit the rest is read and dropped (not cut off): the client then gets its 4xx answer
    // instead of a connection reset.
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () => (size > limit ? reject(new BodyTooLarge(`request body above ${limit} bytes`)) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** The media type of a Content-Type header, lower case, without parameters. */
export const mediaType = (value: string | undefined): string => (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export const isJsonMediaType = (type: string): boolean => type === '' || /^application\/([\w.+-]*\+)?json$/.test(type);

/**
 * A multipart/form-data body as an object: text fields as strings, files as data: URIs (what the
 * contract's Branding fields hold), repeated fields as arrays.
 */
export async function parseMultipart(body: Buffer, contentType: string): Promise<Record<string, string | string[]>> {
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  const form = await new Request('http://embedded.backend/', { method: 'POST', headers: { 'content-type': contentType }, body: bytes }).formData();
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    const text =
      typeof value === 'string'
        ? value
        : `data:${value.type || 'application/octet-stream'};base64,${Buffer.from(await value.arrayBuffer()).toString('base64')}`;
    const previous = out[name];
    out[name] = previous === undefined ? text : Array.isArray(previous) ? [...previous, text] : [previous, text];
  }
  return out;
}

export interface Answer {
  status: number;
  /** A JSON value, or the text of a non-JSON answer. */
  body: unknown;
  /** Set for non-JSON answers (text/csv, text/plain). */
  contentType?: string;
  headers?: Record<string, string>;
}

export function sendAnswer(res: ServerResponse, answer: Answer): void {
  const text = answer.contentType ? String(answer.body) : answer.body === undefined ? '' : JSON.stringify(answer.body);
  res.statusCode = answer.status;
  res.setHeader('Content-Type', `${answer.contentType ?? 'application/json'}; charset=utf-8`);
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export const sendJson = (res: ServerResponse, status: number, body: unknown): void => sendAnswer(res, { status, body });

/** Header values as openapi-backend wants them (no undefined). */
export function plainHeaders(req: IncomingMessage): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) out[name] = value;
  return out;
}
