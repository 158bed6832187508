import { authorOf, DEMO_ACCOUNTS } from '../accounts.ts';
import {
  image,
  images,
  later,
  link,
  post,
  ref,
  type Scene,
  scene,
  VIDEOS,
  video,
  videoUpdate,
} from './build.ts';

/** The political site, the photo site and Bluesky, with their late-arriving videos. */

const truth = (path: string) => `https://truthsocial.com/@senatorhaldane/posts/${path}`;
const insta = (path: string) => `https://www.instagram.com/p/${path}/`;
const { haldane, sienna } = DEMO_ACCOUNTS;

export const PLATFORM_SCENES: Scene[] = [
  scene(
    'truth social post',
    post('haldane', {
      text: 'Crypto is the FUTURE of American finance. We will make this Country the crypto capital of the WORLD. Big announcement coming very soon!',
      truthSocialUrl: truth('113900000000000001'),
      reactions: [
        { emoji: '❤️', count: 18_400 },
        { emoji: '🔁', count: 5_210 },
      ],
    }),
  ),
  scene(
    'truth social video arrives late',
    post('haldane', {
      text: 'Tremendous crowd tonight. The energy is unbelievable. Thank you!',
      truthSocialUrl: truth('113900000000000002'),
      media: { images: [image('rally-crowd', 1200, 675)] },
    }),
    later(3000, videoUpdate('TRUTHSOCIAL_VIDEO_UPDATE', VIDEOS.bunny, haldane.handle)),
  ),
  scene(
    'truth social quote',
    post('haldane', {
      text: 'Very true! Digital assets built HERE, not overseas.',
      truthSocialUrl: truth('113900000000000003'),
      truthSocialPostType: 'QUOTE',
      isQuote: true,
      quotedUser: authorOf('patriot'),
      quotedTweet: ref(
        'patriot',
        '113900000000000904',
        'Poll: 61% of young voters say they have bought a digital coin or token.',
      ),
    }),
  ),
  scene(
    'truth social repost',
    post('haldane', {
      text: 'RT @patriotpulse: The Senator’s crypto bill heads to committee on Monday.',
      truthSocialUrl: truth('113900000000000004'),
      truthSocialPostType: 'RETWEET',
      isRetweet: true,
      retweetedUser: authorOf('patriot'),
      originalTweetText: 'The Senator’s crypto bill heads to committee on Monday.',
      originalMedia: { images: [image('capitol-steps')] },
    }),
  ),
  scene(
    'instagram photos',
    post('sienna', {
      text: 'Paris, you were a dream ✨ #fashionweek',
      instagramUrl: insta('DSvLdPar1s'),
      media: { images: images('sienna-paris-1', 'sienna-paris-2') },
    }),
  ),
  scene(
    'instagram video arrives late',
    post('sienna', {
      text: 'new campaign drops tomorrow 🎬 who is ready?',
      instagramUrl: insta('DSvLdCamp4'),
      media: { images: [image('sienna-campaign', 1080, 1350)] },
    }),
    later(3000, videoUpdate('INSTAGRAM_VIDEO_UPDATE', VIDEOS.jellyfish, sienna.handle)),
  ),
  scene(
    'instagram coin tease',
    post('sienna', {
      text: 'you guys keep asking if I will launch a coin 👀 maybe. stay tuned 💋',
      instagramUrl: insta('DSvLdC01n5'),
      media: { videos: [video(VIDEOS.sintel, 'sienna-tease')] },
    }),
  ),
  scene(
    'bluesky dev',
    post('tomas', {
      text: 'shipped a tiny Rust crate that decodes bonding curve accounts. no token, please stop asking 😅',
      card: {
        url: link('crates/curve-decode'),
        title: 'curve-decode: bonding curve account decoder',
        description: 'Zero-copy decoding of launchpad bonding curve state. MIT licensed.',
        site_name: 'crates.io',
      },
      reactions: [
        { emoji: '❤️', count: 312 },
        { emoji: '🦀', count: 58 },
      ],
    }),
  ),
  scene(
    'bluesky reply',
    post('tomas', {
      text: 'the fix is one line: check the mint authority before you ape. that is it. that is the post.',
      isReply: true,
      replyTo: ref(
        'witch',
        '3lfdemo0000001',
        'how do people keep buying tokens with open mint authority',
      ),
    }),
  ),
];
