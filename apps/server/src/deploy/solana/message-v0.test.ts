import {
  AddressLookupTableAccount,
  Keypair,
  type PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import {
  compileMessageV0,
  serializeTransaction,
  signedSize,
  transactionSignature,
} from './message-v0.ts';

const key = () => Keypair.generate().publicKey;
const BLOCKHASH = bs58.encode(Buffer.alloc(32, 9));

function table(addresses: PublicKey[]): AddressLookupTableAccount {
  return new AddressLookupTableAccount({
    key: key(),
    state: {
      deactivationSlot: 0xffff_ffff_ffff_ffffn,
      lastExtendedSlot: 1,
      lastExtendedSlotStartIndex: 0,
      authority: undefined,
      addresses,
    },
  });
}

/** web3.js's answer for the same message. */
function web3Bytes(
  payer: PublicKey,
  instructions: TransactionInstruction[],
  tables: AddressLookupTableAccount[] = [],
) {
  return new TransactionMessage({ payerKey: payer, recentBlockhash: BLOCKHASH, instructions })
    .compileToV0Message(tables)
    .serialize();
}

describe('compileMessageV0', () => {
  const payer = key();
  const mint = key();
  const program = key();
  const shared = [key(), key(), key(), key()];
  const instructions = [
    new TransactionInstruction({ programId: key(), keys: [], data: Buffer.from([2, 1, 0, 0, 0]) }),
    new TransactionInstruction({
      programId: program,
      data: Buffer.alloc(200, 5),
      keys: [
        { pubkey: mint, isSigner: true, isWritable: true },
        { pubkey: shared[0] as PublicKey, isSigner: false, isWritable: false },
        { pubkey: shared[1] as PublicKey, isSigner: false, isWritable: true },
        { pubkey: payer, isSigner: true, isWritable: true },
        { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
        { pubkey: program, isSigner: false, isWritable: false },
      ],
    }),
    new TransactionInstruction({
      programId: program,
      data: Buffer.from([1]),
      keys: [
        { pubkey: shared[1] as PublicKey, isSigner: false, isWritable: false },
        { pubkey: shared[2] as PublicKey, isSigner: false, isWritable: true },
        { pubkey: shared[3] as PublicKey, isSigner: false, isWritable: false },
        { pubkey: mint, isSigner: false, isWritable: false },
      ],
    }),
  ];

  it('makes the bytes web3.js makes, without lookup tables', () => {
    const ours = compileMessageV0(payer, BLOCKHASH, instructions);
    expect(Buffer.from(ours.bytes).toString('hex')).toBe(
      Buffer.from(web3Bytes(payer, instructions)).toString('hex'),
    );
    expect(ours.signers.map((k) => k.toBase58())).toEqual([payer.toBase58(), mint.toBase58()]);
  });

  it('makes the bytes web3.js makes, looking accounts up in two tables', () => {
    const first = table([key(), shared[2] as PublicKey, shared[0] as PublicKey, program]);
    const second = table([shared[3] as PublicKey, shared[1] as PublicKey, SystemProgram.programId]);
    const ours = compileMessageV0(payer, BLOCKHASH, instructions, [first, second]);
    expect(Buffer.from(ours.bytes).toString('hex')).toBe(
      Buffer.from(web3Bytes(payer, instructions, [first, second])).toString('hex'),
    );
  });

  it('serializes signatures so web3.js reads the transaction back', () => {
    const ours = compileMessageV0(payer, BLOCKHASH, instructions);
    const signatures = [Buffer.alloc(64, 1), Buffer.alloc(64, 2)];
    const raw = serializeTransaction(ours.bytes, signatures);
    const tx = VersionedTransaction.deserialize(raw);

    expect(raw.length).toBe(signedSize(ours.bytes, 2));
    expect(tx.signatures.map((s) => Buffer.from(s).toString('hex'))).toEqual(
      signatures.map((s) => s.toString('hex')),
    );
    expect(tx.message.recentBlockhash).toBe(BLOCKHASH);
  });
});

describe('transactionSignature', () => {
  it("is the fee payer's signature as web3.js and sendTransaction name it", () => {
    const payer = Keypair.generate();
    const mint = Keypair.generate();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: BLOCKHASH,
      instructions: [
        SystemProgram.createAccount({
          fromPubkey: payer.publicKey,
          newAccountPubkey: mint.publicKey,
          lamports: 1,
          space: 0,
          programId: SystemProgram.programId,
        }),
      ],
    }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    transaction.sign([payer, mint]);

    expect(transactionSignature(transaction.serialize())).toBe(
      bs58.encode(transaction.signatures[0] as Uint8Array),
    );
  });
});
