/** FC §2 / §3 Contract Addresses: the words of the category. */
export const CONTRACT_TEXT = {
  soundTitle: 'Contract address sound',
  sound: 'Contract address sound',
  soundHint:
    'Plays when a live post holds a contract address not heard in the last 10 minutes, before any account or meme-word sound. It has its own switch: it plays even with sound notifications off, at their volume.',
  soundChoice: 'Sound for a new contract address',
  buttonTitle: 'Trading button',
  button: 'Trading button on contract addresses',
  buttonHint:
    'A button beside each contract address in the feed opens the token on the site chosen below.',
  solana: 'Solana platform',
  solanaHint: 'Where a Solana address opens.',
  bnb: 'BNB platform',
  bnbHint: 'Where a BNB (0x…) address opens.',
  platforms: { axiom: 'Axiom', photon: 'Photon', gmgn: 'GMGN' },
} as const;
