import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CorpusImage } from './render.ts';

/** The corpus pictures on a loopback HTTP server, each at `/<index>`. */
export async function servePictures(images: CorpusImage[]) {
  const files = await Promise.all(images.map((image) => readFile(image.file)));
  const server = createServer((request, response) => {
    const bytes = files[Number(request.url?.slice(1))];
    if (!bytes) return void response.writeHead(404).end();
    const type = images[Number(request.url?.slice(1))]?.file.endsWith('.jpg') ? 'jpeg' : 'png';
    response.writeHead(200, { 'content-type': `image/${type}`, 'content-length': bytes.length });
    response.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (index: number) => `http://127.0.0.1:${port}/${index}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
