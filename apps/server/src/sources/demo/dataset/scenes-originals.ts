import {
  CA,
  cardUpdate,
  deletion,
  edited,
  image,
  images,
  later,
  link,
  post,
  type Scene,
  scene,
  VIDEOS,
  video,
} from './build.ts';

/** Original posts: text, 1–4 images, video, cards, embeds, reactions, addresses, edits. */

const gmPost = post('whisper', {
  text: 'gm. $GOBLIN to 100m today. not financial advice, just vibes 🧌',
});

const wrongCa = post('kaito', {
  text: `sending this one to 1b 🐸 CA: ${CA.frogWrong}`,
  media: { images: [image('frog-chart')] },
});

const lateCardPost = post('wire', {
  text: 'JUST IN: Orbex exchange lists $GOBLIN perpetuals with up to 20x leverage. Trading opens at 14:00 UTC.',
});

export const ORIGINAL_SCENES: Scene[] = [
  scene(
    'text only with tickers',
    post('whisper', {
      text: '$GOBLIN just flipped $WIF on 1h volume and nobody is talking about it. this coin is not done 🧌📈',
      reactions: [
        { emoji: '🔥', count: 212 },
        { emoji: '🚀', count: 87 },
        { emoji: '🧌', count: 41 },
      ],
    }),
  ),
  scene(
    'one image with a solana address',
    post('kaito', {
      text: `new meme just dropped. dev locked LP, CT still asleep 😴\n\nCA: ${CA.frog}`,
      media: { images: [image('frog-launch')] },
    }),
  ),
  scene(
    'two images',
    post('witch', {
      text: '$SOL weekly now vs 2021. same witch, different broom 🧹🔮',
      media: { images: images('sol-weekly-2021', 'sol-weekly-now') },
    }),
  ),
  scene(
    'three images',
    post('maya', {
      text: 'Vector v2 is live ⚡ routes across 9 DEXes, MEV-protected by default, and the fees went down. screenshots 👇',
      media: { images: images('vector-swap', 'vector-routes', 'vector-fees') },
      reactions: [{ emoji: '❤️', count: 1204 }],
    }),
  ),
  scene(
    'four images',
    post('whisper', {
      text: 'my 4 biggest bags this week ranked by how much they hurt me. the last one still hurts 💀',
      media: { images: images('bag-one', 'bag-two', 'bag-three', 'bag-four') },
    }),
  ),
  scene(
    'video with thumbnail',
    post('kaito', {
      text: 'POV: you deploy a token at 3am and it actually sends 🎢',
      media: {
        videos: [video(VIDEOS.bunny, 'bunny-thumb')],
        thumbnails: [image('bunny-thumb', 640, 360).url],
      },
    }),
  ),
  scene(
    'contract launch on BNB',
    post('marrow', {
      text: `we're live on BNB 🟡\n\n$MARROW fair launch. no presale, LP burned, 0/0 tax.\n\nCA: ${CA.marrow}`,
      isContractLaunch: true,
      contractAddress: CA.marrow,
      projectTicker: 'MARROW',
      projectName: 'Marrow',
      media: { images: [image('marrow-logo', 600, 600)] },
    }),
  ),
  scene(
    'bnb address in text',
    post('marrow', {
      text: `aped 2 BNB into this one. contract renounced, holders growing fast.\n${CA.ape}\ndyor obviously`,
    }),
  ),
  scene(
    'news with link card',
    post('wire', {
      text: 'BREAKING: regulators push back the decision on spot $SOL ETF filings again. Full story ↓',
      card: {
        url: link('blockwire/sol-etf-delay'),
        image: image('etf-card', 1200, 630).url,
        title: 'Spot SOL ETF decision delayed to next quarter',
        description:
          'Filings from four asset managers stay in review as the agency asks for more comment.',
        site_name: 'BlockWire',
      },
    }),
  ),
  scene(
    'card arrives after its post',
    lateCardPost,
    later(
      4000,
      cardUpdate({
        url: link('blockwire/orbex-goblin-perps'),
        image: image('orbex-card', 1200, 630).url,
        title: 'Orbex adds GOBLIN perpetuals',
        description: 'The meme coin joins the exchange derivatives list with up to 20x leverage.',
        site_name: 'BlockWire',
      }),
    ),
  ),
  scene(
    'embeds',
    post('maya', {
      text: 'we wrote up how the new router dodges sandwich attacks. long read, worth it. demo clip too',
      embeds: [
        {
          title: 'How Vector v2 routes around sandwiches',
          description: 'Private order flow, split routes and a 2-slot deadline: the design notes.',
          url: link('vector/blog/sandwich-free-routing'),
          image: image('vector-blog', 1200, 630),
        },
        {
          title: 'Vector v2 in 60 seconds',
          url: link('vector/demo'),
          video: { url: VIDEOS.jellyfish },
        },
      ],
    }),
  ),
  scene(
    'meme words',
    post('witch', {
      text: "every cycle someone says 'this is the last meme coin cycle'. then someone deploys a token named after a dog in a hat and launch season starts again 🐶🎩",
    }),
  ),
  scene(
    'edited post',
    gmPost,
    later(
      5000,
      edited(gmPost, { text: 'gm. $GOBLIN to 100m this week (adjusted for realism) 🧌' }),
    ),
  ),
  scene(
    'deleted and reposted with the right address',
    wrongCa,
    later(6000, deletion()),
    later(
      7000,
      post('kaito', {
        id: 'fixed',
        text: `wrong CA above, my bad 🤦 correct one:\n${CA.frog}`,
      }),
    ),
  ),
  scene(
    'card update for a launch link',
    post('maya', {
      text: `$VEC staking opens tomorrow. details + calculator: ${link('vector/staking')}\n\nmint: ${CA.vector}`,
    }),
    later(
      3500,
      cardUpdate({
        url: link('vector/staking'),
        image: image('vector-staking', 1200, 630).url,
        title: 'Vector staking',
        description: 'Stake VEC, share router fees. Opens tomorrow 16:00 UTC.',
        site_name: 'Vector',
      }),
    ),
  ),
];
