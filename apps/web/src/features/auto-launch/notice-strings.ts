import { AUTO_LAUNCH_MESSAGES, type AutoLaunchState } from '@launchdeck/protocol';

type Block = NonNullable<AutoLaunchState['blockedBy']>;

/** Why the rules do not fire now, in a sentence (the protocol's where it has one). */
export const BLOCK_TEXT: Readonly<Record<Block, string>> = {
  paused: 'Auto-launch is paused: no rule fires until you resume it.',
  'off-for-everyone': AUTO_LAUNCH_MESSAGES.offForEveryone,
  'off-for-you': AUTO_LAUNCH_MESSAGES.offForYou,
  'two-factor-off': AUTO_LAUNCH_MESSAGES.twoFactorOff,
};

/**
 * The words every view loads (issue 53): the header's auto-launch switch and a rule's fired
 * toast; Settings → Auto-launch's own are in strings.ts.
 */
export const AUTO_LAUNCH_NOTICE_TEXT = {
  pauseFailed: 'Could not pause auto-launch. Try again.',
  resumeFailed: 'Could not resume auto-launch. Try again.',

  // The header switch.
  switchOn: 'Auto-launch on',
  switchPaused: 'Auto-launch paused',
  switchBlocked: 'Auto-launch off',
  switchOnTitle: 'Your auto-launch rules fire. Click to pause them all.',
  switchPausedTitle: 'Your auto-launch rules are paused. Click to resume them.',
  switchLabel: 'Auto-launch',

  // The toast of a rule that fired.
  firedLaunched: (rule: string, token: string, from: string) =>
    `Auto-launch ${rule}: launched ${token}${from}`,
  firedDryRun: (rule: string, token: string, from: string) =>
    `Auto-launch ${rule} dry run: would have launched ${token}${from}`,
  firedRefused: (rule: string, reason: string) => `Auto-launch ${rule} refused: ${reason}`,
  firedFrom: (handle: string) => ` from @${handle}`,
  firedToken: (name: string, ticker: string) => `${name} ($${ticker})`,
  firedNoReason: 'no reason given',
  firedTitle: {
    launched: 'Auto-launched',
    dryRun: 'Auto-launch dry run',
    refused: 'Auto-launch refused',
  },
  dismiss: 'Dismiss',
} as const;
