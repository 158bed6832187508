import { VersionedTransaction } from '@solana/web3.js';
import { LaunchError } from '../launcher.ts';
import { serializeTransaction, signedSize } from '../solana/message-v0.ts';

/** Raydium LaunchLab, the program bonk.fun launches through (research §1b). */
export const LAUNCHLAB_PROGRAM_ID = 'LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj';

/** Solana's packet size: a signed transaction larger than this cannot be sent. */
export const MAX_TRANSACTION_BYTES = 1232;

export const LAUNCH_TRANSACTION_MESSAGES = {
  notATransaction:
    'PumpPortal returned something that is not a Solana transaction; nothing was signed.',
  notThisToken:
    'PumpPortal returned a transaction that does not create this token; nothing was signed.',
  tooLarge: (bytes: number) =>
    `PumpPortal returned a transaction of ${bytes} bytes once signed, over Solana's ${MAX_TRANSACTION_BYTES}; nothing was signed.`,
} as const;

/** A platform-built transaction checked and ready to sign: the trader signs first, the mint second. */
export type UnsignedLaunch = { message: Uint8Array };

/**
 * Refuses a transaction PumpPortal built unless it is the launch we asked for, before anyone
 * signs it: the trader pays the fees, the new mint and the trader are its only signers (so the
 * two signatures we hold complete it), it calls LaunchLab, and it fits a packet once signed.
 * Other instructions (PumpPortal's fee, compute budget) are theirs to add.
 */
export function checkLaunchTransaction(
  bytes: Uint8Array,
  expected: { payer: string; mint: string },
): UnsignedLaunch {
  let transaction: VersionedTransaction;
  try {
    transaction = VersionedTransaction.deserialize(bytes);
  } catch {
    throw new LaunchError(LAUNCH_TRANSACTION_MESSAGES.notATransaction);
  }
  const { message } = transaction;
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  const signers = keys.slice(0, message.header.numRequiredSignatures);
  const callsLaunchLab = message.compiledInstructions.some(
    (ix) => keys[ix.programIdIndex] === LAUNCHLAB_PROGRAM_ID,
  );
  if (
    signers.length !== 2 ||
    signers[0] !== expected.payer ||
    signers[1] !== expected.mint ||
    !callsLaunchLab
  )
    throw new LaunchError(LAUNCH_TRANSACTION_MESSAGES.notThisToken);
  // The message as PumpPortal encoded it, after the count (1 byte) and two empty signature
  // slots: signed as is, not re-encoded (web3.js cannot encode one over the packet size).
  const messageBytes = bytes.subarray(1 + 64 * signers.length);
  const size = signedSize(messageBytes, signers.length);
  if (size > MAX_TRANSACTION_BYTES)
    throw new LaunchError(LAUNCH_TRANSACTION_MESSAGES.tooLarge(size));
  // Bytes trailing the message would be signed by us yet refused by the network.
  if (!Buffer.from(message.serialize()).equals(messageBytes))
    throw new LaunchError(LAUNCH_TRANSACTION_MESSAGES.notATransaction);
  return { message: messageBytes };
}

/** The launch signed by its two signers, ready to send. */
export function signLaunch(
  launch: UnsignedLaunch,
  signPayer: (message: Uint8Array) => Uint8Array,
  signMint: (message: Uint8Array) => Uint8Array,
): Uint8Array {
  return serializeTransaction(launch.message, [
    signPayer(launch.message),
    signMint(launch.message),
  ]);
}
