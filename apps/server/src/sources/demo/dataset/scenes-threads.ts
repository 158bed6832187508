import { authorOf } from '../accounts.ts';
import {
  CA,
  image,
  images,
  later,
  OPENING,
  post,
  ref,
  type Scene,
  scene,
  VIDEOS,
  video,
} from './build.ts';

/** Conversations: replies, reposts, quotes, quotes of quotes and reposted quotes. */

const historianTake = ref(
  'historian',
  '1893000000000000101',
  'hot take: memecoins are just lottery tickets with better marketing',
);

const threadOpening = 'a short thread on why we did NOT launch a token for Vector v1 🧵';

export const THREAD_SCENES: Scene[] = [
  scene(
    'reply',
    post('witch', {
      text: "lottery tickets don't have 24/7 liquidity and a community that makes memes at 4am. try again 🔮",
      isReply: true,
      replyTo: historianTake,
    }),
  ),
  scene(
    'reply to a post with an image',
    post('kaito', {
      text: 'bro posted the top and called it a cup and handle 😭',
      isReply: true,
      replyTo: ref('duck', '1893000000000000102', 'cup and handle on $DUCK daily. textbook. 🦆', {
        media: { images: [image('duck-cup-handle')] },
      }),
    }),
  ),
  scene(
    'self thread',
    post('maya', { text: threadOpening }),
    later(
      8000,
      post('maya', {
        id: 'thread-2',
        text: "1/ tokens before product = a casino with a roadmap. we wanted volume first. now there's volume, so $VEC makes sense.",
        isReply: true,
        // The parent is this scene's opening post, so the replay gives it that post's fresh id.
        replyTo: ref('maya', OPENING, threadOpening),
      }),
    ),
  ),
  scene(
    'repost with an image',
    post('kaito', {
      text: 'RT @bonkmaxi: the dog in a hat is still the best chart of the cycle. zoom out 🐶',
      isRetweet: true,
      retweetedUser: authorOf('bonk'),
      originalAuthor: authorOf('bonk'),
      originalTweetText: 'the dog in a hat is still the best chart of the cycle. zoom out 🐶',
      originalMedia: { images: [image('hat-chart')] },
    }),
  ),
  scene(
    'repost with a video',
    post('whisper', {
      text: 'RT @goblintown_sol: goblins at the gates. 10k holders 🧌',
      isRetweet: true,
      retweetedUser: authorOf('goblin'),
      originalAuthor: authorOf('goblin'),
      originalTweetText: 'goblins at the gates. 10k holders 🧌',
      originalMedia: { videos: [video(VIDEOS.sintel, 'goblin-gates')] },
    }),
  ),
  scene(
    'quote',
    post('witch', {
      text: 'finally a founder who ships before the token. bullish on the person, not the coin (yet) 🔮',
      isQuote: true,
      quotedUser: authorOf('maya'),
      quotedTweet: ref(
        'maya',
        '1893000000000000103',
        'Vector v2 is live ⚡ routes across 9 DEXes, MEV-protected by default.',
        { media: { images: [image('vector-swap')] } },
      ),
    }),
  ),
  scene(
    'quote of a quote',
    post('whisper', {
      text: 'the historians are arguing again. meanwhile $GOBLIN did another 2x 🧌',
      isQuote: true,
      quotedUser: authorOf('kaito'),
      quotedTweet: ref('kaito', '1893000000000000104', 'respectfully, this is cope 🐸', {
        quotedTweet: historianTake,
      }),
    }),
  ),
  scene(
    'quote with an address in the quoted post',
    post('kaito', {
      text: 'this dev has 3 rugs in his history. stay away 🚩',
      isQuote: true,
      quotedUser: authorOf('duck'),
      quotedTweet: ref('duck', '1893000000000000105', `new launch 🦆 CA: ${CA.duck}`, {
        media: { images: images('duck-launch', 'duck-holders') },
      }),
    }),
  ),
  scene(
    'reposted quote',
    post('marrow', {
      text: 'RT @meme_historian: the original pump is always the best entry',
      isRetweet: true,
      retweetedUser: authorOf('historian'),
      originalTweetText: 'the original pump is always the best entry',
      retweetComment: 'the original pump is always the best entry',
      retweetedQuote: ref(
        'fortune',
        '1893000000000000106',
        `$FORTUNE migrating to the new contract tonight 🐱 ${CA.fortune}`,
      ),
    }),
  ),
];
