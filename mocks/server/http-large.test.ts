// @vitest-environment node
// A large text answer is written a piece at a time and arrives whole: byte length, content and characters that
// straddle a piece's end (a surrogate pair) intact.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sendAnswer } from './http.ts';

describe('large text answers', () => {
  it('arrive whole, with the right length, a surrogate pair at a piece boundary included', async () => {
    // 1 MiB - 1 ASCII characters, then an emoji whose two halves straddle the first piece's end, then more text.
    const text = `${'a'.repeat((1 << 20) - 1)}😀${'é,'.repeat(300_000)}\\r\\n`;
    const server = createServer((_req, res) => sendAnswer(res, { status: 200, body: text, contentType: 'text/csv' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const received = await response.text();
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
      expect(received).toBe(text);
    } finally {
      server.close();
    }
  });
});
