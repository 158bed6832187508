/** Lamports are a billionth of a SOL; nine places show every fee share exactly, no trailing zeros. */
const exact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 9 });

/** Fees earned in SOL: 7 % of a 0.01 SOL launch fee is '0.0007 SOL'; none is '0 SOL'. */
export const formatSol = (sol: number) => `${exact.format(sol)} SOL`;

/** Fees earned in BNB, to the billionth as well: 7 % of 0.0025 BNB is '0.000175 BNB'. */
export const formatBnb = (bnb: number) => `${exact.format(bnb)} BNB`;

/** DA §7: the link that makes its visitor use `code`, on this site's origin. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/@${encodeURIComponent(code)}`;
