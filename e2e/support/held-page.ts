import { createServer } from 'node:http';

/** Headers that describe the bytes as the site sent them, not as the stand-in passes them on. */
const transport = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

/**
 * A slow network in front of the site: a server on a port of its own that passes every request on
 * to `site` and every answer back, except that a page's HTML stops right after `holdAfter` (its
 * first occurrence) until `release()`, as a phone's connection stalls mid-document. `held`
 * resolves once the first part is sent.
 */
export async function holdPageAfter(site: string, holdAfter: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let sent!: () => void;
  const held = new Promise<void>((resolve) => (sent = resolve));
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      // plain text, to be cut where the test says
      if (name === 'host' || name === 'accept-encoding' || value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const answer = await fetch(site + request.url, {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    const passed: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (!transport.has(name) && name !== 'set-cookie') passed[name] = value;
    });
    if (answer.headers.getSetCookie().length > 0) passed['set-cookie'] = answer.headers.getSetCookie();
    response.writeHead(answer.status, passed);
    const body = Buffer.from(await answer.arrayBuffer());
    const at = answer.headers.get('content-type')?.startsWith('text/html') ? body.indexOf(holdAfter) : -1;
    if (at < 0) return void response.end(body);
    response.write(body.subarray(0, at + holdAfter.length));
    sent();
    await released;
    response.end(body.subarray(at + holdAfter.length));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    held,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
