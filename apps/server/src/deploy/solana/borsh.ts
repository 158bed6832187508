/** Borsh's encodings of the argument types Solana programs' instruction data uses. */

/** A string: its UTF-8 length as u32 little-endian, then the bytes. */
export function borshString(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** A u64, little-endian. */
export function u64(value: bigint): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return bytes;
}
