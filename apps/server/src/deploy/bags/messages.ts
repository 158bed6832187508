/** The Bags API calls a launch makes, by what a trader would call them. */
export const BAGS_STEPS = {
  tokenInfo: 'token upload',
  feeWallet: 'fee claimer lookup',
  feeConfig: 'fee-share setup',
  launch: 'launch transaction',
} as const;

export type BagsStep = keyof typeof BAGS_STEPS;

/** What the operator reads in the log when Bags refuses the server's key (README "Configuration"). */
export const BAGS_OPERATOR_NOTES = {
  apiKey: (status: number) => `Bags refused the API key (HTTP ${status}): check BAGS_API_KEY.`,
} as const;

/** Bags' own limits (research §1d, bags-sdk `validations.ts`). */
export const BAGS_LIMITS = { nameLength: 32, symbolLength: 10, descriptionLength: 1000 } as const;

/** The sentences a trader reads after 'Token Creation Error: ' for a bags launch (ours). */
export const BAGS_MESSAGES = {
  timedOut: (step: BagsStep, ms: number) =>
    `Bags did not answer the ${BAGS_STEPS[step]} within ${ms / 1000} s. Try again in a moment.`,
  unreachable: (step: BagsStep, detail: string) =>
    `Bags could not be reached for the ${BAGS_STEPS[step]} (${detail}). Try again in a moment.`,
  failed: (step: BagsStep, detail: string) =>
    `Bags failed the ${BAGS_STEPS[step]} (${detail}). Try again in a moment.`,
  refused: (step: BagsStep, reason: string) =>
    `Bags refused the ${BAGS_STEPS[step]}: ${/[.!?]$/.test(reason) ? reason : `${reason}.`}`,
  notAvailable: 'Bags launches are not available on this server right now. Try again later.',
  malformed: (step: BagsStep) =>
    `Bags answered the ${BAGS_STEPS[step]} with something Launchdeck cannot read. Try again in a moment.`,
  unknownHandle: (username: string) =>
    `Bags has no wallet for @${username} on X; remove the fee claimer or pick another handle.`,
  notFeePayer:
    'Bags sent a transaction this wallet does not pay for, so Launchdeck did not sign it. Try again.',
  unsigned:
    'Bags sent a transaction that lacks a signature only Bags can add, so it cannot be sent. Try again.',
  feeShareFailedOnChain:
    'The Bags fee-share transaction failed on chain, so the token was not launched. Try again.',
  nameTooLong: (length: number) =>
    `The name is ${length} characters; Bags allows at most ${BAGS_LIMITS.nameLength}. Shorten the name.`,
  symbolTooLong: (length: number) =>
    `The ticker is ${length} characters; Bags allows at most ${BAGS_LIMITS.symbolLength}. Shorten the ticker.`,
  splitNot100:
    'The Bags fee shares must add up to 100%. Open the Bags fee configuration and save it again.',
  claimerWithoutHandle:
    'The Bags fee claimer has a share but no handle. Enter the handle or give the creator 100%.',
} as const;
