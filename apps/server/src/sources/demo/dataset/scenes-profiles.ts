import type { PostInput } from '@launchdeck/protocol';
import { authorOf, DEMO_ACCOUNTS, DEMO_BYSTANDERS } from '../accounts.ts';
import { image, link, post, ref, type Scene, scene } from './build.ts';

/** Account events: profile changes (FC §2 change list), pinned posts and follows. */

const banner = (seed: string) => image(seed, 1500, 500).url;
const { whisper, kaito, maya } = DEMO_ACCOUNTS;

const profileUpdate = (by: 'whisper' | 'kaito' | 'maya', fields: Partial<PostInput>) =>
  post(by, { type: 'profile_update', isProfileUpdate: true, ...fields });

export const PROFILE_SCENES: Scene[] = [
  scene(
    'profile update: name and bio',
    profileUpdate('whisper', {
      updatedUser: {
        handle: whisper.handle,
        name: 'pump whisperer (rehab arc)',
        avatar: whisper.avatar,
        description: 'recovering degen. only blue chips now. (this is a lie)',
      },
      beforeProfile: {
        name: whisper.name,
        description: 'i whisper to charts and they pump. sometimes.',
      },
      beforeData: { profile: { description: 'i whisper to charts and they pump. sometimes.' } },
      afterData: {
        profile: { description: 'recovering degen. only blue chips now. (this is a lie)' },
      },
      profileChanges: [
        { field: 'Name', before: whisper.name, after: 'pump whisperer (rehab arc)' },
        {
          field: 'Bio',
          before: 'i whisper to charts and they pump. sometimes.',
          after: 'recovering degen. only blue chips now. (this is a lie)',
        },
      ],
    }),
  ),
  scene(
    'profile update: avatar and banner',
    profileUpdate('kaito', {
      updatedUser: {
        handle: kaito.handle,
        name: kaito.name,
        avatar: image('kaito-new-pfp', 400, 400).url,
        banner: banner('kaito-banner-new'),
      },
      beforeProfile: { avatar: kaito.avatar, banner: banner('kaito-banner-old') },
      profileChanges: [
        { field: 'Avatar', before: kaito.avatar, after: image('kaito-new-pfp', 400, 400).url },
        { field: 'Banner', before: banner('kaito-banner-old'), after: banner('kaito-banner-new') },
      ],
    }),
  ),
  scene(
    'profile update: location and website',
    profileUpdate('maya', {
      updatedUser: {
        handle: maya.handle,
        name: maya.name,
        avatar: maya.avatar,
        location: 'Dubai',
        website: 'vector.example',
        url: link('vector'),
        verified: true,
        metrics: { followers: 184_220, following: 612, tweets: 9_841 },
      },
      fullProfile: {
        handle: maya.handle,
        name: maya.name,
        description: 'building Vector ⚡ best execution on Solana. prev: market making.',
        location: 'Dubai',
        banner: banner('maya-banner'),
        metrics: { followers: 184_220, following: 612, tweets: 9_841 },
      },
      beforeProfile: { location: 'Lisbon', website: 'vectorswap.example' },
      beforeData: { profile: { location: 'Lisbon' } },
      afterData: { profile: { location: 'Dubai' } },
      profileChanges: [
        { field: 'Location', before: 'Lisbon', after: 'Dubai' },
        { field: 'Website', before: 'vectorswap.example', after: 'vector.example' },
      ],
    }),
  ),
  scene(
    'pinned update: one post',
    post('maya', {
      type: 'pinned_update',
      isPinnedUpdate: true,
      pinnedCount: 1,
      pinnedTweets: [
        ref('maya', '1893000000000000301', 'Vector v2 is live ⚡ routes across 9 DEXes.', {
          media: { images: [image('vector-swap')] },
        }),
      ],
    }),
  ),
  scene(
    'pinned update: two posts',
    post('marrow', {
      type: 'pinned_update',
      isPinnedUpdate: true,
      pinnedCount: 2,
      pinnedTweets: [
        ref('marrow', '1893000000000000302', "we're live on BNB 🟡 $MARROW fair launch."),
        ref('marrow', '1893000000000000303', 'roadmap: there is no roadmap. there is only marrow.'),
      ],
    }),
  ),
  scene(
    'follow: a meme project',
    post('kaito', {
      type: 'following_update',
      isFollowingUpdate: true,
      followingUser: {
        ...authorOf('goblin'),
        description: 'the goblins are coming 🧌 community token on Solana',
        banner: banner('goblin-banner'),
        metrics: { followers: 10_412, following: 12, tweets: 388 },
      },
    }),
  ),
  scene(
    'follow: a BNB project',
    post('witch', {
      type: 'following_update',
      isFollowingUpdate: true,
      followedUser: {
        handle: DEMO_BYSTANDERS.fortune.handle,
        name: DEMO_BYSTANDERS.fortune.name,
        avatar: DEMO_BYSTANDERS.fortune.avatar,
        description: '招财猫 on BNB 🐱 lucky cat, lucky chart',
        location: 'BNB Chain',
        metrics: { followers: 2_904, following: 48, tweets: 120 },
      },
    }),
  ),
];
