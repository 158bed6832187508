import { randomBytes } from 'node:crypto';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { fakeLaunchLabCreate } from '../../../test/deploy/bonk/fake-launchlab-transaction.ts';
import { generateEd25519Keypair, verifyEd25519 } from '../solana/ed25519.ts';
import { compileMessageV0, serializeTransaction } from '../solana/message-v0.ts';
import {
  checkLaunchTransaction,
  LAUNCH_TRANSACTION_MESSAGES,
  MAX_TRANSACTION_BYTES,
  signLaunch,
} from './launch-transaction.ts';

const blockhash = () => bs58.encode(randomBytes(32));

function launchFor(payer: PublicKey, mint: PublicKey, uri = 'https://example.com/m.json') {
  return fakeLaunchLabCreate({
    payer,
    mint,
    quoteMint: null,
    name: 'Moon Dog',
    symbol: 'MDOG',
    uri,
    buyUnits: 500_000_000n,
    blockhash: blockhash(),
  });
}

describe('checkLaunchTransaction', () => {
  const trader = generateEd25519Keypair();
  const mint = generateEd25519Keypair();
  const payer = new PublicKey(trader.publicKey);
  const mintKey = new PublicKey(mint.publicKey);
  const expected = { payer: trader.address, mint: mint.address };

  it('takes the launch it asked for and signs it with the trader first, the mint second', () => {
    const checked = checkLaunchTransaction(launchFor(payer, mintKey), expected);
    const signed = signLaunch(checked, trader.sign, mint.sign);

    expect(signed.length).toBeLessThanOrEqual(MAX_TRANSACTION_BYTES);
    expect(signed[0]).toBe(2);
    const message = signed.subarray(1 + 128);
    expect(Buffer.from(message)).toEqual(Buffer.from(checked.message));
    expect(verifyEd25519(trader.publicKey, message, signed.subarray(1, 65))).toBe(true);
    expect(verifyEd25519(mint.publicKey, message, signed.subarray(65, 129))).toBe(true);
  });

  it.each([
    {
      case: 'another wallet pays',
      bytes: () => launchFor(new PublicKey(randomBytes(32)), mintKey),
    },
    {
      case: 'another mint is created',
      bytes: () => launchFor(payer, new PublicKey(randomBytes(32))),
    },
    {
      case: 'LaunchLab is not called',
      bytes: () => {
        const transfer = SystemProgram.transfer({
          fromPubkey: payer,
          toPubkey: mintKey,
          lamports: 1,
        });
        transfer.keys[1] = { pubkey: mintKey, isSigner: true, isWritable: true };
        const message = compileMessageV0(payer, blockhash(), [transfer]);
        return serializeTransaction(message.bytes, [new Uint8Array(64), new Uint8Array(64)]);
      },
    },
  ])('refuses a transaction where $case', ({ bytes }) => {
    expect(() => checkLaunchTransaction(bytes(), expected)).toThrow(
      LAUNCH_TRANSACTION_MESSAGES.notThisToken,
    );
  });

  it('refuses bytes that are not a transaction', () => {
    expect(() => checkLaunchTransaction(Buffer.from('<html>oops</html>'), expected)).toThrow(
      LAUNCH_TRANSACTION_MESSAGES.notATransaction,
    );
  });

  it('refuses bytes trailing the transaction', () => {
    const bytes = Buffer.concat([launchFor(payer, mintKey), Buffer.of(0)]);
    expect(() => checkLaunchTransaction(bytes, expected)).toThrow(
      LAUNCH_TRANSACTION_MESSAGES.notATransaction,
    );
  });

  it('refuses a launch too large to send once signed', () => {
    const bytes = launchFor(payer, mintKey, `https://example.com/${'m'.repeat(600)}`);
    expect(() => checkLaunchTransaction(bytes, expected)).toThrow(
      LAUNCH_TRANSACTION_MESSAGES.tooLarge(bytes.length),
    );
  });
});
