/**
 * DA §2's release notes, each checked against the product (issue 50): every line names something
 * a trader can find where it says. DA's "Hide deploy buttons" (an X on each post) and "Security
 * fixes" did not exist here and were replaced by what does.
 */
export const UPDATE_NOTICE_CHANGES = [
  {
    title: 'VAMP by contract address',
    text: "Paste a token's contract address to copy its name, symbol, image, website and twitter into the deploy form.",
  },
  {
    title: 'Browser extensions',
    text: 'Download the browser extensions from Deploy Settings → Extensions.',
  },
  {
    title: 'New themes',
    text: 'Dusk, Sunset and a fully Custom theme are in Settings → Appearance.',
  },
  {
    title: 'Hide an account',
    text: "Hide account on a post filters out that account's posts; undo it on the Filters tab.",
  },
  {
    title: 'Two-factor login',
    text: 'Protect your login with an authenticator app in Settings → Account.',
  },
] as const;
