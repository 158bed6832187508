import type { AddressLookupTableAccount, PublicKey, TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';

/**
 * A v0 transaction message compiled and serialized in one pass, byte for byte what web3.js's
 * `TransactionMessage.compileToV0Message(tables).serialize()` makes (message-v0.test.ts holds
 * them equal). web3.js names every account by its base58 text and decodes it back, about 0.4 ms
 * for a launch and more with a lookup table; here an account is its 32 raw bytes, so signing a
 * launch stays far under a millisecond.
 */

export type CompiledMessage = {
  /** The message bytes the signers sign. */
  bytes: Uint8Array;
  /** The accounts that must sign, in signature order (the fee payer first). */
  signers: PublicKey[];
};

type KeyMeta = {
  key: PublicKey;
  bytes: Buffer;
  signer: boolean;
  writable: boolean;
  invoked: boolean;
};

// A key's raw bytes, kept for the constant keys every launch names.
const rawBytes = new WeakMap<PublicKey, Buffer>();
function raw(key: PublicKey): Buffer {
  let bytes = rawBytes.get(key);
  if (!bytes) {
    bytes = key.toBuffer();
    rawBytes.set(key, bytes);
  }
  return bytes;
}

// Each table's index of its addresses, by their bytes as a latin1 string.
const tableIndexes = new WeakMap<AddressLookupTableAccount, Map<string, number>>();
function indexOf(table: AddressLookupTableAccount): Map<string, number> {
  let index = tableIndexes.get(table);
  if (!index) {
    index = new Map();
    table.state.addresses.forEach((address, i) => {
      const id = raw(address).toString('latin1');
      if (!index?.has(id)) index?.set(id, i);
    });
    tableIndexes.set(table, index);
  }
  return index;
}

let lastBlockhash: { text: string; bytes: Uint8Array } | undefined;
function blockhashBytes(text: string): Uint8Array {
  if (lastBlockhash?.text !== text) lastBlockhash = { text, bytes: bs58.decode(text) };
  return lastBlockhash.bytes;
}

/** Solana's compact-u16 length prefix. */
function pushLength(out: number[], n: number): void {
  let rest = n;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) {
      out.push(byte);
      return;
    }
    out.push(byte | 0x80);
  }
}

export function compileMessageV0(
  payer: PublicKey,
  recentBlockhash: string,
  instructions: readonly TransactionInstruction[],
  lookupTables: readonly AddressLookupTableAccount[] = [],
): CompiledMessage {
  // Every account once, in first-seen order, its flags merged (web3.js CompiledKeys.compile).
  const metas = new Map<string, KeyMeta>();
  const meta = (key: PublicKey): KeyMeta => {
    const bytes = raw(key);
    const id = bytes.toString('latin1');
    let found = metas.get(id);
    if (!found) {
      found = { key, bytes, signer: false, writable: false, invoked: false };
      metas.set(id, found);
    }
    return found;
  };
  const payerMeta = meta(payer);
  payerMeta.signer = true;
  payerMeta.writable = true;
  for (const ix of instructions) {
    meta(ix.programId).invoked = true;
    for (const account of ix.keys) {
      const m = meta(account.pubkey);
      m.signer ||= account.isSigner;
      m.writable ||= account.isWritable;
    }
  }

  // Non-signer accounts no instruction calls move to the first table that has them.
  const lookups: { table: PublicKey; writable: number[]; readonly: number[] }[] = [];
  const lookedUpWritable: string[] = [];
  const lookedUpReadonly: string[] = [];
  for (const table of lookupTables) {
    const index = indexOf(table);
    const drain = (writable: boolean, into: string[]) => {
      const indexes: number[] = [];
      for (const [id, m] of metas) {
        if (m.signer || m.invoked || m.writable !== writable) continue;
        const at = index.get(id);
        if (at === undefined) continue;
        indexes.push(at);
        into.push(id);
        metas.delete(id);
      }
      return indexes;
    };
    const writable = drain(true, lookedUpWritable);
    const readonly = drain(false, lookedUpReadonly);
    if (writable.length || readonly.length) lookups.push({ table: table.key, writable, readonly });
  }

  const all = [...metas.values()];
  const groups = [
    all.filter((m) => m.signer && m.writable),
    all.filter((m) => m.signer && !m.writable),
    all.filter((m) => !m.signer && m.writable),
    all.filter((m) => !m.signer && !m.writable),
  ] as const;
  const statics = groups.flat();
  const position = new Map<string, number>();
  for (const id of [
    ...statics.map((m) => m.bytes.toString('latin1')),
    ...lookedUpWritable,
    ...lookedUpReadonly,
  ])
    position.set(id, position.size);
  const at = (key: PublicKey) => {
    const index = position.get(raw(key).toString('latin1'));
    if (index === undefined) throw new Error(`account ${key.toBase58()} missing from the message`);
    return index;
  };

  const head: number[] = [
    0x80,
    groups[0].length + groups[1].length,
    groups[1].length,
    groups[3].length,
  ];
  pushLength(head, statics.length);
  const body: number[] = [];
  pushLength(body, instructions.length);
  const chunks: Uint8Array[] = [Uint8Array.from(head), ...statics.map((m) => m.bytes)];
  chunks.push(blockhashBytes(recentBlockhash));
  for (const ix of instructions) {
    body.push(at(ix.programId));
    pushLength(body, ix.keys.length);
    for (const account of ix.keys) body.push(at(account.pubkey));
    pushLength(body, ix.data.length);
    chunks.push(Uint8Array.from(body), ix.data);
    body.length = 0;
  }
  pushLength(body, lookups.length);
  chunks.push(Uint8Array.from(body));
  for (const lookup of lookups) {
    const tail: number[] = [];
    pushLength(tail, lookup.writable.length);
    tail.push(...lookup.writable);
    pushLength(tail, lookup.readonly.length);
    tail.push(...lookup.readonly);
    chunks.push(raw(lookup.table), Uint8Array.from(tail));
  }
  return {
    bytes: Buffer.concat(chunks),
    signers: [...groups[0], ...groups[1]].map((m) => m.key),
  };
}

/** A signed transaction: the signature count, the signatures, then the message. */
export function serializeTransaction(message: Uint8Array, signatures: Uint8Array[]): Uint8Array {
  const count: number[] = [];
  pushLength(count, signatures.length);
  return Buffer.concat([Uint8Array.from(count), ...signatures, message]);
}

/**
 * A signed wire transaction's id: its first signature (the fee payer's), base58, as
 * sendTransaction answers it. Known before the send, so its confirmation can be listened for first.
 */
export function transactionSignature(raw: Uint8Array): string {
  // The signature count is a compact-u16: one byte below 128 signatures, each byte 7 bits.
  let at = 0;
  while (((raw[at] ?? 0) & 0x80) !== 0) at++;
  return bs58.encode(raw.subarray(at + 1, at + 65));
}

/** The serialized size of a transaction with `signers` signatures over `message`. */
export function signedSize(message: Uint8Array, signers: number): number {
  const count: number[] = [];
  pushLength(count, signers);
  return count.length + 64 * signers + message.length;
}
