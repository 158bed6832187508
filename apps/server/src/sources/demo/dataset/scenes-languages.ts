import { authorOf } from '../accounts.ts';
import { CA, image, images, post, ref, type Scene, scene } from './build.ts';

/** Posts in the scripts that get a Translate button (FC §5): Chinese, Korean, Russian, Arabic. */

export const LANGUAGE_SCENES: Scene[] = [
  scene(
    'chinese launch',
    post('ansel', {
      text: `BNB 链上的 meme 季节又来了 🟡\n新项目 $FORTUNE 今晚上线，社区驱动，没有预售。\n合约: ${CA.fortune}\n不是投资建议，自己研究！`,
      media: { images: [image('fortune-cat', 600, 600)] },
    }),
  ),
  scene(
    'chinese reply to english',
    post('ansel', {
      text: '同意。先有产品，再发币，这才是正确的顺序 👍',
      isReply: true,
      replyTo: ref(
        'maya',
        '1893000000000000201',
        'tokens before product = a casino with a roadmap.',
      ),
    }),
  ),
  scene(
    'korean market take',
    post('minji', {
      text: '오늘 $SOL 밈코인 시장 완전 미쳤다 🔥 다들 익절 잘하세요. 저는 아직 존버 중입니다',
      media: { images: images('minji-pnl', 'minji-chart') },
    }),
  ),
  scene(
    'korean quote',
    post('minji', {
      text: '이 코인 개발자 지갑 확인해보세요. 물량 80% 들고 있어요 🚨',
      isQuote: true,
      quotedUser: authorOf('duck'),
      quotedTweet: ref('duck', '1893000000000000202', 'next 100x 🦆 get in before CT finds out'),
    }),
  ),
  scene(
    'russian alpha',
    post('volkov', {
      text: `Рынок мемкоинов на Solana снова горит 🔥 Следите за $GOBLIN: объёмы растут третий день подряд.\n\nКонтракт: ${CA.goblin}`,
    }),
  ),
  scene(
    'russian reply',
    post('volkov', {
      text: 'Согласен. Ликвидность важнее хайпа, всегда.',
      isReply: true,
      replyTo: ref(
        'witch',
        '1893000000000000203',
        "lottery tickets don't have 24/7 liquidity. try again 🔮",
      ),
    }),
  ),
  scene(
    'arabic market note',
    post('layla', {
      text: 'سوق العملات الميمية على سولانا يشتعل اليوم 🚀 لا تنسوا جني الأرباح وإدارة المخاطر. $SOL',
      reactions: [{ emoji: '🔥', count: 96 }],
    }),
  ),
  scene(
    'arabic launch warning',
    post('layla', {
      text: `تحذير ⚠️ عملة جديدة بدون قفل للسيولة. انتبهوا قبل الشراء\n${CA.hat}`,
      media: { images: [image('layla-warning')] },
    }),
  ),
];
