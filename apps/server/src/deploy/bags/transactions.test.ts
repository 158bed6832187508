import {
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { launchTransaction } from '../../../test/deploy/bags/fake-bags-transactions.ts';
import { newAddress } from '../../../test/deploy/solana/fake-rpc.ts';
import { makeSolanaSigner } from '../../../test/wallets/signers-fixture.ts';
import { generateEd25519Keypair, verifyEd25519 } from '../solana/ed25519.ts';
import { BAGS_MESSAGES } from './messages.ts';
import { cosign } from './transactions.ts';

const programs = { feeShare: newAddress(), launch: newAddress() };
const blockhash = bs58.encode(newAddress().toBytes());

function bagsLaunch(payer: string) {
  const mint = generateEd25519Keypair();
  const encoded = launchTransaction({
    programs,
    payer,
    mint,
    configKey: newAddress().toBase58(),
    metadataUrl: 'https://ipfs.bags.example/x.json',
    initialBuyLamports: 1,
    blockhash,
  });
  return { encoded, mint };
}

describe('cosign', () => {
  it("adds the trader's signature and keeps Bags'", () => {
    const trader = makeSolanaSigner();
    const { encoded, mint } = bagsLaunch(trader.address);
    const signed = VersionedTransaction.deserialize(cosign(encoded, trader, 'launch'));
    const message = signed.message.serialize();

    const keys = signed.message.staticAccountKeys.slice(0, 2).map((k) => k.toBase58());
    expect(keys).toEqual([trader.address, mint.address]);
    signed.message.staticAccountKeys.slice(0, 2).forEach((key, i) => {
      expect(verifyEd25519(key.toBytes(), message, signed.signatures[i] as Uint8Array)).toBe(true);
    });
  });

  it('refuses a transaction the wallet does not pay for', () => {
    const { encoded } = bagsLaunch(makeSolanaSigner().address);
    expect(() => cosign(encoded, makeSolanaSigner(), 'launch')).toThrow(BAGS_MESSAGES.notFeePayer);
  });

  it("refuses a launch transaction without Bags' signature", () => {
    const trader = makeSolanaSigner();
    const transaction = VersionedTransaction.deserialize(
      bs58.decode(bagsLaunch(trader.address).encoded),
    );
    transaction.signatures[1] = new Uint8Array(64);
    const unsigned = bs58.encode(transaction.serialize());
    expect(() => cosign(unsigned, trader, 'launch')).toThrow(BAGS_MESSAGES.unsigned);
  });

  it('signs a legacy transaction the wallet pays for', () => {
    const trader = makeSolanaSigner();
    const message = new TransactionMessage({
      payerKey: new PublicKey(trader.address),
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: new PublicKey(trader.address),
          toPubkey: newAddress(),
          lamports: 1,
        }),
      ],
    }).compileToLegacyMessage();
    const encoded = bs58.encode(new VersionedTransaction(message).serialize());
    const signed = VersionedTransaction.deserialize(cosign(encoded, trader, 'feeConfig'));
    expect(signed.message.version).toBe('legacy');
    expect(
      verifyEd25519(
        new PublicKey(trader.address).toBytes(),
        signed.message.serialize(),
        signed.signatures[0] as Uint8Array,
      ),
    ).toBe(true);
  });

  it('calls a cut-off transaction malformed rather than reading past its end', () => {
    const trader = makeSolanaSigner();
    const bytes = bs58.decode(bagsLaunch(trader.address).encoded);
    for (const length of [1, 64, 130, 140])
      expect(() => cosign(bs58.encode(bytes.subarray(0, length)), trader, 'launch')).toThrow(
        BAGS_MESSAGES.malformed('launch'),
      );
  });

  it('calls an answer that is not a transaction malformed', () => {
    expect(() => cosign('3xQ', makeSolanaSigner(), 'feeConfig')).toThrow(
      BAGS_MESSAGES.malformed('feeConfig'),
    );
  });
});
