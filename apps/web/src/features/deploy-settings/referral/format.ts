/** Fees earned in SOL, to the ten-thousandth: 7 % of a 0.01 SOL launch fee is '0.0007 SOL'. */
export const formatSol = (sol: number) => `${sol.toFixed(4)} SOL`;

/** Fees earned in BNB, to the millionth, since BNB launch fees are smaller: '0.000175 BNB'. */
export const formatBnb = (bnb: number) => `${bnb.toFixed(6)} BNB`;

/** DA §7: the link that makes its visitor use `code`, on this site's origin. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/@${encodeURIComponent(code)}`;
