import {
  type Post,
  storableText,
  type WebhookEventType,
  type WebhookPayload,
} from '@launchdeck/protocol';
import { hostileUnicode, makePost } from '@launchdeck/protocol/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDiscordForm } from '../../test/alerts/fake-discord.ts';
import { checkMarkdownV2 } from '../../test/alerts/fake-telegram.ts';
import {
  DISCORD_LIMITS,
  discordMessage,
  TELEGRAM_LIMITS,
  telegramMessage,
} from './alert-message.ts';

const SOL = 'So11111111111111111111111111111111111111112';
const FAMILY = '👨‍👩‍👧‍👦';

function payload(
  post: Partial<Post> = {},
  type: WebhookEventType = 'post.created',
): WebhookPayload {
  const full = makePost({
    author: { handle: 'elonmusk', name: 'Elon Musk', avatar: 'https://pbs.example/a.jpg' },
    text: 'Buy $DOGE. 1+1=2!',
    tweetUrl: 'https://x.com/elonmusk/status/1',
    createdAt: '2026-01-02T03:04:05.000Z',
    contract_addresses: [{ address: SOL, chain: 'solana' }],
    ...post,
  });
  return { type, timestamp: '2026-01-02T03:04:06.000Z', data: { seq: full.seq, post: full } };
}

/** The message's text or caption as the chat shows it (the checker must accept it). */
function visibleOf(message: ReturnType<typeof telegramMessage>): string {
  const markup = String(message.body.text ?? message.body.caption);
  const parsed = checkMarkdownV2(markup);
  if (!parsed.ok) throw new Error(`${parsed.description}\n${markup}`);
  return parsed.visible;
}

type Embed = {
  title: string;
  description?: string;
  url?: string;
  color: number;
  timestamp?: string;
  author: { name: string; url?: string; icon_url?: string };
  fields?: { name: string; value: string }[];
  image?: { url: string };
  footer: { text: string };
};
const embedOf = (body: Record<string, unknown>) => (body.embeds as Embed[])[0] as Embed;

describe('telegramMessage', () => {
  it('sends a post without a picture as MarkdownV2 text, no link preview', () => {
    const message = telegramMessage(payload(), '-1001234');
    expect(message.method).toBe('sendMessage');
    expect(message.body).toEqual({
      chat_id: '-1001234',
      parse_mode: 'MarkdownV2',
      disable_notification: false,
      link_preview_options: { is_disabled: true },
      text:
        '🔔 New post on X: *Elon Musk \\(@elonmusk\\)*\n\n' +
        'Buy $DOGE\\. 1\\+1\\=2\\!\n\n' +
        `Solana: \`${SOL}\`\n\n` +
        '[Open post](https://x.com/elonmusk/status/1)',
    });
    expect(visibleOf(message)).toBe(
      `🔔 New post on X: Elon Musk (@elonmusk)\n\nBuy $DOGE. 1+1=2!\n\nSolana: ${SOL}\n\nOpen post`,
    );
  });

  it('sends a post with a picture as a photo with a caption', () => {
    const message = telegramMessage(
      payload({ media: { images: [{ url: 'https://pbs.example/p.jpg' }] } }),
      '42',
    );
    expect(message.method).toBe('sendPhoto');
    expect(message.body).toMatchObject({
      chat_id: '42',
      photo: 'https://pbs.example/p.jpg',
      parse_mode: 'MarkdownV2',
      disable_notification: false,
    });
    expect(message.body).not.toHaveProperty('link_preview_options');
    expect(visibleOf(message)).toContain('Buy $DOGE. 1+1=2!');
    expect(
      telegramMessage(payload({ media: { images: [{ url: 'https://p/x' }] } }), '42', {
        photo: false,
      }).method,
    ).toBe('sendMessage');
  });

  it.each([
    ['post.created', '🔔 New post on X'],
    ['post.updated', '✏️ Post edited on X'],
    ['post.deleted', '🗑️ Post deleted on X'],
    ['webhook.test', '🧪 Test alert'],
  ] as const)('heads a %s with "%s"', (type, head) => {
    expect(visibleOf(telegramMessage(payload({}, type), '1'))).toMatch(new RegExp(`^${head}: `));
  });

  it('shows only the @handle without a name, and no link without one', () => {
    const visible = visibleOf(
      telegramMessage(payload({ author: { handle: 'anon_1' }, tweetUrl: undefined }), '1'),
    );
    expect(visible.split('\n')[0]).toBe('🔔 New post on X: @anon_1');
    expect(visible).not.toContain('Open post');
  });

  it('escapes a link’s ) and \\ and a code span’s ` and \\', () => {
    const message = telegramMessage(
      payload({
        tweetUrl: 'https://x.com/a_(b)\\c',
        contract_addresses: [{ address: 'a`b\\c', chain: 'bnb' }],
      }),
      '1',
    );
    expect(message.body.text).toContain('[Open post](https://x.com/a_(b\\)\\\\c)');
    expect(message.body.text).toContain('BNB Chain: `a\\`b\\\\c`');
    expect(visibleOf(message)).toContain('BNB Chain: a`b\\c');
  });

  it('cuts a long text with … and keeps the addresses and the link', () => {
    const visible = visibleOf(telegramMessage(payload({ text: 'word. '.repeat(2000) }), '1'));
    expect(visible.length).toBeLessThanOrEqual(TELEGRAM_LIMITS.text);
    expect(visible.length).toBeGreaterThan(TELEGRAM_LIMITS.text - 10);
    expect(visible).toMatch(/word\.…\n\nSolana: So1+2\n\nOpen post$/);
  });

  it('keeps a caption within 1024, or sends text when the addresses need more room', () => {
    const images = { images: [{ url: 'https://pbs.example/p.jpg' }] };
    const caption = telegramMessage(payload({ text: 'x'.repeat(3000), media: images }), '1');
    expect(caption.method).toBe('sendPhoto');
    expect(visibleOf(caption).length).toBeLessThanOrEqual(TELEGRAM_LIMITS.caption);
    const many = Array.from({ length: 30 }, (_, i) => ({
      address: `${SOL.slice(0, 40)}${i}`,
      chain: 'solana' as const,
    }));
    const text = telegramMessage(payload({ media: images, contract_addresses: many }), '1');
    expect(text.method).toBe('sendMessage');
    expect(visibleOf(text).match(/Solana: /g)).toHaveLength(30);
  });

  it('lists as many addresses as fit, then says how many more', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      address: `${'A'.repeat(62)}${String(i).padStart(2, '0')}`,
      chain: 'bnb' as const,
    }));
    const visible = visibleOf(
      telegramMessage(
        payload({
          author: { handle: 'h', name: 'N'.repeat(200) },
          text: 't'.repeat(5000),
          contract_addresses: many,
        }),
        '1',
      ),
    );
    expect(visible.length).toBeLessThanOrEqual(TELEGRAM_LIMITS.text);
    const shown = visible.match(/BNB Chain: /g)?.length ?? 0;
    expect(shown).toBeGreaterThan(30);
    expect(visible).toMatch(/\n… and \d+ more address(es)?\n/);
    expect(Number(/… and (\d+) more/.exec(visible)?.[1])).toBe(50 - shown);
    expect(visible).toMatch(/t{150,}…/);
  });

  it('never splits an emoji at the limit, wherever the limit falls in it', () => {
    const message = (text: string) =>
      telegramMessage(payload({ text, contract_addresses: [], tweetUrl: undefined }), '1');
    const textOf = (visible: string) => visible.slice(visible.indexOf('\n\n') + 2);
    // The room the text has: a long run of 'a' is cut to exactly it.
    const room = textOf(visibleOf(message('a'.repeat(5000)))).length;
    for (let n = room - FAMILY.length - 1; n <= room; n++) {
      const visible = visibleOf(message('a'.repeat(n) + FAMILY.repeat(3)));
      expect(visible.length).toBeLessThanOrEqual(TELEGRAM_LIMITS.text);
      expect(textOf(visible)).toMatch(new RegExp(`^a+(?:${FAMILY})*…$`, 'u'));
    }
  });
});

describe('discordMessage', () => {
  it('builds one embed with the author, the text, the link, the addresses and the time', () => {
    const body = discordMessage(
      payload({ media: { images: [{ url: 'https://pbs.example/p.jpg' }] } }),
    );
    expect(body).toMatchObject({ username: 'Launchdeck', allowed_mentions: { parse: [] } });
    expect(body.embeds).toHaveLength(1);
    expect(embedOf(body)).toEqual({
      author: {
        name: 'Elon Musk (@elonmusk)',
        url: 'https://x.com/elonmusk',
        icon_url: 'https://pbs.example/a.jpg',
      },
      title: 'New post on X',
      url: 'https://x.com/elonmusk/status/1',
      description: 'Buy $DOGE. 1+1=2!',
      color: 0x2ecc71,
      fields: [{ name: 'Solana', value: `\`${SOL}\``, inline: false }],
      timestamp: '2026-01-02T03:04:05.000Z',
      image: { url: 'https://pbs.example/p.jpg' },
      footer: { text: 'Launchdeck' },
    });
    expect(checkDiscordForm(body)).toEqual({ ok: true });
  });

  it('colours and titles by change', () => {
    const of = (type: WebhookEventType) => embedOf(discordMessage(payload({}, type)));
    expect(
      [of('post.updated'), of('post.deleted'), of('webhook.test')].map((e) => [e.title, e.color]),
    ).toEqual([
      ['Post edited on X', 0xf1c40f],
      ['Post deleted on X', 0xe74c3c],
      ['Test alert', 0x5865f2],
    ]);
  });

  it('shows a post’s markdown, masked links and mentions as written, and never pings', () => {
    const body = discordMessage(
      payload({ text: '@everyone [Claim](https://evil.example) *now* <@123>' }),
    );
    expect(embedOf(body).description).toBe(
      '@everyone \\[Claim\\]\\(https://evil.example\\) \\*now\\* \\<@123\\>',
    );
    expect(body.allowed_mentions).toEqual({ parse: [] });
  });

  it('keeps 25 fields at most, the last one counting the rest', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      address: `addr${i}`,
      chain: 'bnb' as const,
    }));
    const fields = embedOf(discordMessage(payload({ contract_addresses: many }))).fields ?? [];
    expect(fields).toHaveLength(DISCORD_LIMITS.fields);
    expect(fields.at(-1)).toMatchObject({ name: 'More addresses', value: '16 more in the post' });
  });

  it('never splits an emoji at the description’s limit', () => {
    const description = (text: string) =>
      embedOf(discordMessage(payload({ text }))).description ?? '';
    const room = description('a'.repeat(5000)).length;
    for (let n = room - FAMILY.length - 1; n <= room; n++) {
      const cut = description('a'.repeat(n) + FAMILY.repeat(3));
      expect(cut.length).toBeLessThanOrEqual(DISCORD_LIMITS.description);
      expect(cut).toMatch(new RegExp(`^a+(?:${FAMILY})*…$`, 'u'));
    }
  });
});

describe('properties', () => {
  const RESERVED = [
    ...'_*[]()~`>#+-=|{}.!\\',
    '@everyone',
    '\n',
    '  ',
    '\u202e',
    'مرحبا',
    FAMILY,
    '🏳️‍🌈',
  ];
  const piece = fc.oneof(
    hostileUnicode,
    fc.constantFrom(...RESERVED),
    fc
      .tuple(fc.constantFrom(...RESERVED, 'ab ', '😀', 'e\u0301'), fc.integer({ min: 1, max: 900 }))
      .map(([s, n]) => s.repeat(n)),
  );
  const text = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
  const link = fc
    .string({ unit: fc.constantFrom(...'abc/_()\\.-?=&%'), maxLength: 40 })
    .map((path) => `https://x.com/${path}`);
  const alert = fc.record({
    type: fc.constantFrom('post.created', 'post.updated', 'post.deleted', 'webhook.test' as const),
    text,
    name: fc.option(
      text.map((s) => s.slice(0, 200)),
      { nil: undefined },
    ),
    handle: fc.stringMatching(/^[A-Za-z0-9_.-]{1,30}$/),
    addresses: fc.array(
      fc.record({
        address: fc.oneof(
          fc.string({ maxLength: 64 }),
          fc.string({ minLength: 60, maxLength: 64 }),
        ),
        chain: fc.constantFrom('solana', 'bnb' as const),
      }),
      { maxLength: 50, size: 'max' },
    ),
    url: fc.option(link, { nil: undefined }),
    picture: fc.option(link, { nil: undefined }),
    platform: fc.constantFrom('twitter', 'bluesky', 'site', 'external' as const),
  });
  const toPayload = (a: typeof alert extends fc.Arbitrary<infer T> ? T : never) =>
    payload(
      {
        text: a.text,
        author: { handle: a.handle, ...(a.name !== undefined ? { name: a.name } : {}) },
        contract_addresses: a.addresses,
        tweetUrl: a.url,
        platform: a.platform,
        ...(a.picture ? { media: { images: [{ url: a.picture }] } } : {}),
      },
      a.type,
    );

  it('Telegram: any post gives MarkdownV2 that parses and fits its limit', () => {
    fc.assert(
      fc.property(alert, (a) => {
        const message = telegramMessage(toPayload(a), '-100123');
        const visible = visibleOf(message);
        const limit =
          message.method === 'sendPhoto' ? TELEGRAM_LIMITS.caption : TELEGRAM_LIMITS.text;
        expect(visible.length).toBeLessThanOrEqual(limit);
        expect(visible.trim().length).toBeGreaterThan(0);
        expect(visible).toMatch(/^\S+ (New post|Post edited|Post deleted|Test alert)/u);
        if (a.url) expect(visible.endsWith('Open post')).toBe(true);
        if (message.method === 'sendPhoto') expect(message.body.photo).toBe(a.picture);
      }),
      { numRuns: 300 },
    );
  });

  it('Discord: any post gives an embed within every limit', () => {
    fc.assert(
      fc.property(alert, (a) => {
        const body = discordMessage(toPayload(a));
        expect(checkDiscordForm(body)).toEqual({ ok: true });
        const embed = embedOf(body);
        const fields = embed.fields ?? [];
        expect(embed.title.length).toBeLessThanOrEqual(DISCORD_LIMITS.title);
        expect(embed.author.name.length).toBeLessThanOrEqual(DISCORD_LIMITS.authorName);
        expect(embed.description?.length ?? 0).toBeLessThanOrEqual(DISCORD_LIMITS.description);
        expect(fields.length).toBeLessThanOrEqual(DISCORD_LIMITS.fields);
        for (const f of fields)
          expect(f.value.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldValue);
        const total =
          embed.title.length +
          (embed.description?.length ?? 0) +
          embed.author.name.length +
          embed.footer.text.length +
          fields.reduce((sum, f) => sum + f.name.length + f.value.length, 0);
        expect(total).toBeLessThanOrEqual(DISCORD_LIMITS.total);
        expect(body.allowed_mentions).toEqual({ parse: [] });
        // What is shown is the post's own text from its start, whole or cut with '…'.
        const whole = storableText(a.text.trim());
        const shown = (embed.description ?? '').replace(/\\([\\*_~`|>#\-[\]()<])/g, '$1');
        if (shown !== whole) {
          expect(shown.endsWith('…')).toBe(true);
          expect(whole.startsWith(shown.slice(0, -1))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('an auto-launch’s alert (launch.auto)', () => {
  const launched = (status: string, error?: string): WebhookPayload => {
    const base = payload({}, 'launch.auto');
    return {
      ...base,
      data: {
        ...base.data,
        rule: { id: 'al_rule0001', name: 'Doge drops' },
        launch: {
          id: '7',
          mode: 'pump',
          name: 'Doge King',
          ticker: 'DOGEK',
          status,
          addresses: [],
          simulated: false,
          ...(error ? { error } : {}),
        },
      },
    };
  };

  it('headlines what the rule did, on Telegram and Discord', () => {
    expect(visibleOf(telegramMessage(launched('sent'), '1'))).toContain(
      'Auto-launch from a post on X · Launched Doge King ($DOGEK)',
    );
    expect(embedOf(discordMessage(launched('dry_run'))).title).toContain(
      'Dry run: Doge King ($DOGEK)',
    );
    expect(
      visibleOf(telegramMessage(launched('failed', 'The rule’s limit is reached.'), '1')),
    ).toContain('Not launched: The rule’s limit is reached.');
  });
});
