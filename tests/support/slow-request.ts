import { connect } from 'node:net';

export interface HeldAnswer {
  status: number;
  headers: Record<string, string>;
  body: any;
}

function parseAnswer(raw: Buffer): HeldAnswer {
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  const [statusLine, ...headerLines] = text.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  let body = raw.subarray(Buffer.byteLength(text.slice(0, split + 4), 'latin1'));
  if (headers['transfer-encoding'] === 'chunked') {
    const parts: Buffer[] = [];
    for (let at = 0; ; ) {
      const end = body.indexOf('\r\n', at);
      const size = parseInt(body.subarray(at, end).toString(), 16);
      if (!size) break;
      parts.push(body.subarray(end + 2, end + 2 + size));
      at = end + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  const content = body.toString('utf8');
  return { status: Number(statusLine.split(' ')[1]), headers, body: content ? JSON.parse(content) : null };
}

/**
 * An HTTP request on a connection of its own whose last part is held back: a POST's second half
 * of the body, a GET's closing blank line. The connection is open (and a POST running on the
 * server) from the moment this returns until finish() sends the rest and reads the answer, up to
 * the end of the connection.
 */
export async function heldRequest(url: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; headers?: Record<string, string>; keepAlive?: boolean } = {}) {
  const { hostname, port } = new URL(url);
  const body = options.body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(options.body));
  // A keep-alive connection's answer ends only when the server closes the connection.
  const headers: Record<string, string> = { host: `${hostname}:${port}`, ...(options.keepAlive ? {} : { connection: 'close' }), ...options.headers };
  if (options.body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(body.length) });
  const head = Buffer.from(`${method} ${path} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`);
  const whole = Buffer.concat([head, body]);
  const heldFrom = body.length > 0 ? head.length + Math.floor(body.length / 2) : head.length - 2;
  const socket = connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  const answer = new Promise<HeldAnswer>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(parseAnswer(Buffer.concat(chunks))));
    socket.on('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  await new Promise<void>((resolve) => socket.write(whole.subarray(0, heldFrom), () => resolve()));
  // The server has read the first part before the caller goes on.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    finish(): Promise<HeldAnswer> {
      socket.write(whole.subarray(heldFrom));
      return answer;
    },
  };
}

/** Whether a new TCP connection to the address is refused (nothing listens there any more). */
export async function connectionRefused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
