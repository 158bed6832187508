import { describe, expect, it } from 'vitest';
import { imageUrlsFromTransfer, looksLikeImageUrl } from './image-urls.ts';

describe('looksLikeImageUrl', () => {
  it.each([
    ['https://example.com/frog.png', true],
    ['https://example.com/a/b/frog.JPG', true],
    ['http://example.com/frog.jpeg?w=400', true],
    ['https://example.com/frog.webp#x', true],
    ['https://example.com/anim.gif', true],
    ['https://example.com/pic.avif', true],
    ['https://example.com/pic.bmp', true],
    ['https://pbs.twimg.com/media/GxYz123?format=jpg&name=large', true],
    ['https://pbs.twimg.com/profile_images/1/abc', true],
    ['https://example.com/media/abc?format=png', true],
    ['https://i.imgur.com/AbC123', true],
    ['https://cdn.discordapp.com/attachments/1/2/image', true],
    ['https://media.discordapp.net/attachments/1/2/image', true],
    ['https://ipfs.io/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG', true],
    ['https://some-gateway.example/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG', true],
    ['https://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi.ipfs.dweb.link/', true],
    ['https://launch.mypinata.cloud/ipfs/abc', true],
    ['  https://example.com/frog.png  ', true],
  ])('%s looks like an image URL', (url, expected) => {
    expect(looksLikeImageUrl(url)).toBe(expected);
  });

  it.each([
    ['https://example.com/page.html', 'a page'],
    ['https://example.com/', 'a site'],
    ['https://example.com/frog.svg', 'not a raster extension'],
    ['https://example.com/frog.png.exe', 'the extension is not the last'],
    ['https://example.com/ipfs/short', 'not an IPFS path'],
    ['ftp://example.com/frog.png', 'not http(s)'],
    ['data:image/png;base64,AAAA', 'a data URL'],
    ['javascript:alert(1)//.png', 'a script'],
    ['frog.png', 'not a URL'],
    ['https://example.com/frog .png', 'has a space'],
    ['Frog King has arrived', 'plain text'],
    [`https://example.com/${'a'.repeat(2048)}.png`, 'longer than a launch may send'],
    ['https://notpbs.twimg.com.evil.example/x', 'a lookalike host'],
  ])('%s is not one (%s)', (url) => {
    expect(looksLikeImageUrl(url)).toBe(false);
  });
});

describe('imageUrlsFromTransfer', () => {
  it('takes an image dragged out of a page by its <img src>, not the link around it', () => {
    expect(
      imageUrlsFromTransfer({
        uriList: 'https://x.com/degenkaito/status/1',
        html: '<a href="https://x.com/degenkaito/status/1"><img alt="" src="https://pbs.twimg.com/media/A?format=jpg&amp;name=small"></a>',
        text: 'https://x.com/degenkaito/status/1',
      }),
    ).toEqual(['https://pbs.twimg.com/media/A?format=jpg&name=small']);
  });

  it('takes the image links of a uri-list once each, skipping its comments', () => {
    expect(
      imageUrlsFromTransfer({
        uriList:
          '# dragged\r\nhttps://example.com/a.png\r\nhttps://example.com/page\r\nhttps://example.com/b.gif',
        text: 'https://example.com/a.png',
      }),
    ).toEqual(['https://example.com/a.png', 'https://example.com/b.gif']);
  });

  it('takes pasted text only when it is an image link', () => {
    expect(imageUrlsFromTransfer({ text: ' https://i.imgur.com/AbC123 ' })).toEqual([
      'https://i.imgur.com/AbC123',
    ]);
    expect(imageUrlsFromTransfer({ text: 'Frog King' })).toEqual([]);
    expect(imageUrlsFromTransfer({})).toEqual([]);
  });
});
