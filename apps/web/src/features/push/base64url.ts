/**
 * Base64url text (RFC 4648 §5, padded or not) as bytes: the server's VAPID public key as
 * `PushManager.subscribe` takes its applicationServerKey. Throws on text that is not base64url.
 */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const trimmed = text.trim().replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(trimmed)) throw new Error('Not base64url.');
  const base64 = trimmed.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Do two keys hold the same bytes (a subscription's applicationServerKey and the server's)? */
export function sameBytes(a: ArrayBuffer | ArrayBufferView | null, b: Uint8Array): boolean {
  if (!a) return false;
  const left =
    a instanceof ArrayBuffer
      ? new Uint8Array(a)
      : new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  return left.length === b.length && left.every((byte, i) => byte === b[i]);
}
