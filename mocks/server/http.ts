// Node http plumbing: connect-style middleware type, body reading and parsing, answers, the client's address.
import type { IncomingMessage, ServerResponse } from 'node:http';
import ipaddr from 'ipaddr.js';
import { ApiFailure, fail } from './errors.ts';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The answer to a failure of the backend itself. */
export const internalError = (error: unknown) => ({ code: 4005, message: `internal error of the embedded backend: ${messageOf(error)}` });

/** The text of an error, with its stack when it has one (for the log). */
export const stackOf = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** Request bodies above this are refused (uploads are images of a few hundred KiB). */
const BODY_LIMIT = 8 * 1024 * 1024;
const tooLarge = (message: string) => new ApiFailure(101003, message, [{ in: 'body', field: '', message }], undefined, 413);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Above the limit the rest is read and dropped (not cut off): the client then gets its 4xx answer
    // instead of a connection reset.
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
      else chunks.length = 0;
    });
    // Then 413 Content Too Large with the parameter error's code (101003), as a clean answer.
    req.on('end', () => (size > BODY_LIMIT ? reject(tooLarge(`request body above ${BODY_LIMIT} bytes`)) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** The media type of a Content-Type header, lower case, without parameters. */
export const mediaType = (value: string | undefined): string => (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export const isJsonMediaType = (type: string): boolean => type === '' || /^application\/([\w.+-]*\+)?json$/.test(type);

export const MULTIPART = 'multipart/form-data';

/**
 * A multipart/form-data body as an object: text fields as strings, files as data: URIs (what the
 * contract's Branding fields hold), repeated fields as arrays.
 */
async function parseMultipart(body: Buffer, contentType: string) {
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

/** The body as JSON, or as form fields for multipart/form-data; undefined when empty. */
export async function parseBody(req: IncomingMessage) {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const raw = await readBody(req);
  if (raw.length === 0) return undefined;
  const type = mediaType(req.headers['content-type']);
  if (type === MULTIPART) {
    try {
      return await parseMultipart(raw, req.headers['content-type'] ?? MULTIPART);
    } catch (error) {
      throw fail.field('', `is not valid multipart/form-data: ${messageOf(error)}`);
    }
  }
  if (!isJsonMediaType(type)) {
    throw fail.parameter('parameter error', [{ in: 'header', field: 'content-type', message: 'must be application/json or multipart/form-data' }]);
  }
  const text = raw.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw fail.field('', `is not valid JSON: ${messageOf(error)}`);
  }
}

export interface Answer {
  status: number;
  /** A JSON value, or the text of a non-JSON answer (one string, or pieces of it in order). */
  body: unknown;
  /** Set for non-JSON answers (text/csv, text/plain). */
  contentType?: string;
  headers?: Record<string, string>;
}

/** Pieces generated while they are sent (see sendStream). */
export const isStream = (body: unknown): body is AsyncIterable<string> => typeof body === 'object' && body !== null && Symbol.asyncIterator in body;

const LARGE_TEXT = 1 << 20;

export function sendAnswer(res: ServerResponse, answer: Answer) {
  res.statusCode = answer.status;
  res.setHeader('Content-Type', `${answer.contentType ?? 'application/json'}; charset=utf-8`);
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  if (answer.contentType && Array.isArray(answer.body)) {
    void sendPieces(res, answer.body as readonly string[]);
    return;
  }
  if (answer.contentType && isStream(answer.body)) {
    void sendStream(res, answer.body);
    return;
  }
  const text = answer.contentType ? String(answer.body) : answer.body === undefined ? '' : JSON.stringify(answer.body);
  if (text.length > LARGE_TEXT) {
    void sendPieces(res, [text]);
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/**
 * Text pieces encoded a megabyte at most at a time, giving the event loop back between them, then written in order (a
 * day's log export, hundreds of megabytes, encoded in one go held every other call for 200 ms: issue 24, item 7).
 */
async function sendPieces(res: ServerResponse, texts: readonly string[]) {
  const pieces: Buffer[] = [];
  let length = 0;
  for (const text of texts) {
    for (let start = 0; start < text.length; ) {
      let end = Math.min(text.length, start + LARGE_TEXT);
      // Never between the two halves of a surrogate pair (each piece must be whole UTF-16).
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
      const piece = Buffer.from(text.slice(start, end), 'utf8');
      pieces.push(piece);
      length += piece.length;
      start = end;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  res.setHeader('Content-Length', length);
  for (const piece of pieces) {
    if (!res.write(piece)) await new Promise<void>((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/** Until the socket can take more (true), or is gone (false: the client left). */
function drained(res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (value: boolean) => () => {
      res.off('drain', onDrain).off('close', onClose);
      resolve(value);
    };
    const onDrain = done(true);
    const onClose = done(false);
    res.on('drain', onDrain).on('close', onClose);
  });
}

/**
 * Pieces generated while they are sent (a day's log export, tens of megabytes): each is written once made and the next
 * made once the socket takes more, so the answer is never whole in memory (sent chunked, without Content-Length). A
 * failure before the first piece is a 500 answer; after it, the connection is cut (the client sees a truncated answer,
 * never a complete-looking wrong file).
 */
async function sendStream(res: ServerResponse, pieces: AsyncIterable<string>) {
  const iterator = pieces[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      // The client left: the generator stops.
      if (res.destroyed || (!res.write(next.value) && !(await drained(res)))) {
        await iterator.return?.();
        return;
      }
    }
    res.end();
  } catch (error) {
    if (!res.headersSent) {
      res.removeHeader('Content-Disposition');
      sendAnswer(res, { status: 500, body: internalError(error) });
    } else res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

export const sendJson = (res: ServerResponse, status: number, body: unknown): void => sendAnswer(res, { status, body });

/** Networks whose connections are reverse proxies (nginx): their X-Real-IP / X-Forwarded-For are believed. */
export type TrustedProxies = readonly (readonly [ipaddr.IPv4 | ipaddr.IPv6, number])[];

/** An address as the backend compares it: IPv4-mapped IPv6 as IPv4; null when it is not an address. */
function parseAddress(text: string | undefined) {
  const value = (text ?? '').trim();
  if (!ipaddr.IPv4.isValidFourPartDecimal(value) && !ipaddr.IPv6.isValid(value)) return null;
  return ipaddr.process(value);
}

/**
 * PARAPET_TRUSTED_PROXIES: addresses or CIDR ranges separated by commas or spaces ("127.0.0.1, ::1",
 * "10.0.0.0/8"). Throws on an entry that is neither (the backend does not start on a typo).
 */
export function parseTrustedProxies(list: string | readonly string[] | undefined): TrustedProxies {
  const entries = (typeof list === 'string' ? list.split(/[\s,]+/) : (list ?? [])).map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    if (entry.includes('/')) {
      if (!ipaddr.isValidCIDR(entry)) throw new Error(`PARAPET_TRUSTED_PROXIES: ${entry} is not an address range (CIDR)`);
      // 127.0.0.0/8 also matches ::ffff:127.x (processed to IPv4 before matching).
      return ipaddr.parseCIDR(entry);
    }
    const address = parseAddress(entry);
    if (!address) throw new Error(`PARAPET_TRUSTED_PROXIES: ${entry} is not an IP address`);
    return [address, address.kind() === 'ipv4' ? 32 : 128] as const;
  });
}

const isTrusted = (address: ipaddr.IPv4 | ipaddr.IPv6, trusted: TrustedProxies) =>
  trusted.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));

const headerText = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(',') : (value ?? ''));

/**
 * The address of the client of a request. The socket's, unless the socket is a trusted proxy: then its
 * X-Real-IP (nginx sets it to the address that connected to it, overwriting what a client sent), or when that
 * is missing or itself a proxy, the last address in X-Forwarded-For that is not a trusted proxy (entries to its
 * left are whatever the client wrote). A direct caller's headers are never read, so they cannot choose an address.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: TrustedProxies) {
  const socket = parseAddress(req.socket.remoteAddress);
  if (!socket) return req.socket.remoteAddress ?? '';
  if (!isTrusted(socket, trusted)) return socket.toString();
  const realIp = parseAddress(headerText(req.headers['x-real-ip']));
  if (realIp && !isTrusted(realIp, trusted)) return realIp.toString();
  const forwarded = headerText(req.headers['x-forwarded-for']).split(',');
  for (let i = forwarded.length - 1; i >= 0; i -= 1) {
    const hop = parseAddress(forwarded[i]);
    if (!hop) break;
    if (!isTrusted(hop, trusted)) return hop.toString();
  }
  return (realIp ?? socket).toString();
}
