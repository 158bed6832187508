/** DA §2 / §7 Search Images: an image search for the token's name, opened in a new tab. */
export const imageSearchUrl = (query: string) =>
  `https://www.google.com/search?tbm=isch&q=${encodeURIComponent(query.trim())}`;

/** Opens the image search in a new tab that cannot reach back to this page. */
export function openImageSearch(query: string): void {
  window.open(imageSearchUrl(query), '_blank', 'noopener,noreferrer');
}
