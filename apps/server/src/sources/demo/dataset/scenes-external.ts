import { DEMO_ACCOUNTS } from '../accounts.ts';
import { CA, image, link, post, type Scene, scene } from './build.ts';

/** The launch alert bot: new launches, time markets and metadata changes. */

const SOURCE = 'launchradar';
const { radar } = DEMO_ACCOUNTS;
const profileUrl = `https://x.com/${radar.handle}`;

export const EXTERNAL_SCENES: Scene[] = [
  scene(
    'launch alert on solana',
    post('radar', {
      type: 'external_message',
      source: SOURCE,
      text: `🚀 New launch: Goblin Town ($GOBLIN)\nDev wallet: 1.2% · LP: burned · Socials: ✅\n${CA.goblin}`,
      projectTicker: 'GOBLIN',
      projectName: 'Goblin Town',
      contractAddress: CA.goblin,
      website_url: link('goblintown'),
      profile_url: profileUrl,
      tokens_posted: 3,
      media: { images: [image('goblin-logo', 400, 400)] },
    }),
  ),
  scene(
    'launch alert on BNB',
    post('radar', {
      type: 'external_message',
      source: SOURCE,
      text: `🟡 New BNB launch: Fortune Cat ($FORTUNE)\nTax 0/0 · Renounced: yes\n${CA.fortune}`,
      projectTicker: 'FORTUNE',
      projectName: 'Fortune Cat',
      contractAddress: CA.fortune,
      website_url: link('fortunecat'),
      tokens_posted: 1,
    }),
  ),
  scene(
    'time market alert',
    post('radar', {
      type: 'TIME_MARKET',
      is_time_market: true,
      source: SOURCE,
      text: '⏱️ @degenkaito opened a time market: 1 minute of kaito = 0.42 SOL',
      projectName: 'kaito minutes',
      profile_url: 'https://x.com/degenkaito',
      twitter_data: { time_fun_url: link('timefun/degenkaito') },
    }),
  ),
  scene(
    'time market alert with token',
    post('radar', {
      type: 'external_message',
      is_time_market: true,
      source: SOURCE,
      text: `⏱️ Time market + token: $WITCH by @chartwitch\n${CA.hat}`,
      projectTicker: 'WITCH',
      projectName: 'Chart Witch',
      contractAddress: CA.hat,
      twitter_data: { time_fun_url: link('timefun/chartwitch') },
    }),
  ),
  scene(
    'metadata update alert',
    post('radar', {
      type: 'EXTERNAL',
      is_metadata: true,
      is_website_updated: true,
      source: SOURCE,
      text: '🔄 $DUCK metadata updated: website changed',
      projectTicker: 'DUCK',
      projectName: 'Crypto Duck',
      contractAddress: CA.duck,
      website_url: link('duck-v2'),
    }),
  ),
];
