/** A realistic post body of ~600 bytes: text with an address and a ticker, an image, an author. */
export function samplePost(id: string, now = new Date()) {
  return {
    id,
    text: `gm traders, $LAUNCH is live on pump. CA: 7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr — don't fade this one, the meme is strong and the chart is clean 🚀 (${id})`,
    createdAt: now.toISOString(),
    tweetUrl: `https://x.com/benchtrader/status/${id.replace(/\D/g, '') || '1'}`,
    author: {
      handle: 'benchtrader',
      name: 'Bench Trader',
      avatar: 'https://picsum.photos/seed/benchtrader/96/96',
      verified: true,
    },
    media: { images: [{ url: 'https://picsum.photos/seed/bench/800/450' }] },
  };
}
