// Requests from a chosen loopback address (127.0.0.2, 127.0.0.3, ...): locally the client is the socket's peer
// and no header says otherwise (docs/decisions/015-client-address.md), so a suite that needs two clients
// connects from two addresses.
import { request } from 'node:http';

export interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** POSTs `body` (a FormData, or JSON when an object) to `url` from `localAddress`, with `headers`. */
export async function postFrom(
  localAddress: string,
  url: string,
  body: FormData | object,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const encoded =
    body instanceof FormData
      ? new Request(url, { method: 'POST', body })
      : new Request(url, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type')!;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { ...headers, 'content-type': contentType, 'content-length': String(bytes.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          // The assistant streams NDJSON lines; only error answers are one JSON object.
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text };
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}
