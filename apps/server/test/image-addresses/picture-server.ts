import { FakeHttpServer } from '../fake-http.ts';

/** A picture as the loopback server serves it: its bytes and the type it declares. */
export type Picture = { bytes: Uint8Array; contentType: string };

/** Post images served from 127.0.0.1, each at `/<name>`; any other path answers 404. */
export async function startPictureServer(
  pictures: Record<string, Picture>,
): Promise<{ url: (name: string) => string; close: () => Promise<void> }> {
  const server = await FakeHttpServer.start((request, response) => {
    const picture = pictures[request.path.slice(1)];
    if (!picture) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': picture.contentType,
      'content-length': String(picture.bytes.byteLength),
    });
    response.end(picture.bytes);
  });
  return { url: (name) => `${server.url}/${name}`, close: () => server.close() };
}
