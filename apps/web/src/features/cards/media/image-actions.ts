/** FC §7: a Google Images search for an image opens in a new tab. */
export function imageSearchUrl(imageUrl: string): string {
  return `https://lens.google.com/uploadbyurl?url=${encodeURIComponent(imageUrl)}`;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/** FC §9: image download file names use the handle and the post id. */
export function imageFileName(handle: string, postId: string, index: number, type = ''): string {
  const safe = (value: string) => value.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);
  const suffix = index > 0 ? `_${index + 1}` : '';
  return `${safe(handle)}_${safe(postId)}${suffix}.${EXTENSIONS[type] ?? 'jpg'}`;
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * devSettings.downloadImageOnClick: fetch the image as a blob and save it under a name from the
 * handle and id. FC §8: when that fails (CORS, CSP, network), open it in a new tab instead.
 */
export async function downloadImage(url: string, name: (type: string) => string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = name(blob.type);
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    URL.revokeObjectURL(objectUrl);
  } catch (error) {
    console.warn('Image download failed; opening it in a new tab instead', error);
    openInNewTab(url);
  }
}

/** devSettings.copyUrlOnClick: the image URL goes to the clipboard; FC §8 failures are logged. */
export async function copyImageUrl(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
  } catch (error) {
    console.error('Copying the image URL failed', error);
  }
}
