import {
  alertHeadline,
  bareHandle,
  type Chain,
  type ContractAddress,
  type Post,
  shortenText,
  storableText,
  type WebhookEventType,
  type WebhookPayload,
} from '@launchdeck/protocol';

/**
 * Issue 51: an alert as a Telegram message and as a Discord webhook message, from the payload a
 * webhook receives. Pure: no I/O, the same payload always gives the same message. Only the
 * post's text is cut to fit (shortenText: whole graphemes, '…'); an unpaired surrogate or NUL
 * becomes U+FFFD (storableText), as neither service takes them.
 */

/**
 * Telegram Bot API: sendMessage `text` 1-4096 characters and sendPhoto `caption` 0-1024, both
 * "after entities parsing" (https://core.telegram.org/bots/api#sendmessage), counted here in
 * UTF-16 code units as Telegram counts entity offsets.
 */
export const TELEGRAM_LIMITS = { text: 4096, caption: 1024 } as const;

/**
 * Discord embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits):
 * `total` over title, description, field names and values, footer text and author name. Counted
 * here in UTF-16 code units, never fewer than the characters Discord counts.
 */
export const DISCORD_LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  authorName: 256,
  total: 6000,
} as const;

const CHANGES: Record<WebhookEventType, { emoji: string; color: number }> = {
  'post.created': { emoji: '🔔', color: 0x2ecc71 },
  'post.updated': { emoji: '✏️', color: 0xf1c40f },
  'post.deleted': { emoji: '🗑️', color: 0xe74c3c },
  'webhook.test': { emoji: '🧪', color: 0x5865f2 },
  'launch.auto': { emoji: '🚀', color: 0x9b59b6 },
};

/** An author's profile page on the platforms a headline names (ALERT_PLATFORM_NAMES). */
const PROFILES: Partial<Record<Post['platform'], (handle: string) => string>> = {
  twitter: (h) => `https://x.com/${h}`,
  truthsocial: (h) => `https://truthsocial.com/@${h}`,
  instagram: (h) => `https://www.instagram.com/${h}/`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
};

const CHAINS: Record<Chain, string> = { solana: 'Solana', bnb: 'BNB Chain' };

/** Room the post's text keeps before addresses are left out ("… and N more addresses"). */
const TEXT_RESERVE = 200;
/** The longest author name shown: the handle always fits beside it. */
const NAME_MAX = 100;

/**
 * "New post on X", "Post edited on Bluesky", "Test alert" (the protocol's alertHeadline); an
 * auto-launch's names what it did: "Auto-launch from a post on X · Launched Frog King ($FROG)".
 */
export function headline(payload: WebhookPayload): string {
  const base = alertHeadline(payload.type, payload.data.post.platform);
  const { launch } = payload.data;
  return payload.type === 'launch.auto' && launch ? `${base} · ${launchSummary(launch)}` : base;
}

/** "Launched Frog King ($FROG)", "Dry run: Frog King ($FROG)", "Refused: <reason>". */
export function launchSummary(launch: NonNullable<WebhookPayload['data']['launch']>): string {
  const token = `${launch.name} ($${launch.ticker})`;
  if (launch.status === 'dry_run') return `Dry run: ${token}`;
  if (launch.status === 'failed') return `Not launched: ${launch.error ?? token}`;
  return `Launched ${token}`;
}

/** The post on its platform, when its source gave a link. */
export function postLink(post: Post): string | undefined {
  return post.tweetUrl ?? post.truthSocialUrl ?? post.instagramUrl;
}

/** The author's profile on the post's platform (none for site chat and external alerts). */
export function profileLink(post: Post): string | undefined {
  const profile = PROFILES[post.platform];
  const handle = bareHandle(post.author.handle);
  return profile && handle ? profile(encodeURIComponent(handle)) : undefined;
}

/** The post's first picture: its first image, else a video's thumbnail. */
export function firstPicture(post: Post): string | undefined {
  const media = post.media;
  return (
    media?.images?.[0]?.url ??
    media?.videos?.find((video) => video.thumbnail)?.thumbnail ??
    media?.thumbnails?.[0]
  );
}

/**
 * `text` within `max` UTF-16 units once `escaped`: shortenText's cut (whole graphemes, '…'),
 * shorter by what the escaping adds.
 */
function shortenEscaped(text: string, max: number, escaped: (s: string) => string): string {
  if (max <= 0) return '';
  let room = max;
  for (;;) {
    const short = shortenText(text, room, 'utf-16');
    const over = escaped(short).length - max;
    if (over <= 0) return short;
    room -= over;
  }
}

// --- Telegram ---

/**
 * MarkdownV2 outside entities (https://core.telegram.org/bots/api#markdownv2-style): each of
 * _ * [ ] ( ) ~ ` > # + - = | { } . ! and the backslash itself preceded by a backslash.
 */
export const escapeMarkdownV2 = (text: string): string =>
  text.replace(/[_*[\]()~`>#+\-=|{}.!\\]/g, '\\$&');
/** MarkdownV2 inside pre and code entities: only ` and \ escaped. */
export const escapeMarkdownV2Code = (text: string): string => text.replace(/[`\\]/g, '\\$&');
/** MarkdownV2 inside the (...) of an inline link: only ) and \ escaped. */
export const escapeMarkdownV2Url = (text: string): string => text.replace(/[)\\]/g, '\\$&');

/** A piece of MarkdownV2 and the length of its text once Telegram has parsed the entities. */
type Piece = { md: string; visible: number };
const plain = (s: string): Piece => ({ md: escapeMarkdownV2(s), visible: s.length });
const bold = (s: string): Piece => ({ md: `*${escapeMarkdownV2(s)}*`, visible: s.length });
const code = (s: string): Piece => ({ md: `\`${escapeMarkdownV2Code(s)}\``, visible: s.length });
const concat = (pieces: Piece[], separator = ''): Piece => ({
  md: pieces.map((p) => p.md).join(separator),
  visible:
    pieces.reduce((sum, p) => sum + p.visible, 0) +
    separator.length * Math.max(0, pieces.length - 1),
});

/** "Name (@handle)", the name cut to NAME_MAX; "@handle" without a name. */
function authorLabel(post: Post): string {
  const handle = `@${bareHandle(post.author.handle)}`;
  const name = storableText(post.author.name?.trim() ?? '');
  return name ? `${shortenText(name, NAME_MAX, 'utf-16')} (${handle})` : handle;
}

/** "Solana: `address`" per address, as many as `room` holds, then "… and N more addresses". */
function addressLines(addresses: readonly ContractAddress[], room: number): Piece[] {
  const lines = addresses.map((a) =>
    concat([plain(`${CHAINS[a.chain]}: `), code(storableText(a.address))]),
  );
  const all = concat(lines, '\n');
  if (all.visible <= room) return lines;
  const more = (left: number) =>
    plain(`… and ${left} more ${left === 1 ? 'address' : 'addresses'}`);
  const kept: Piece[] = [];
  for (const line of lines) {
    const left = addresses.length - kept.length - 1;
    if (concat([...kept, line, more(left)], '\n').visible > room) break;
    kept.push(line);
  }
  return [...kept, more(addresses.length - kept.length)];
}

/** The message within `limit`, and whether every address made it in. */
function telegramBody(payload: WebhookPayload, limit: number): Piece & { complete: boolean } {
  const post = payload.data.post;
  const { emoji } = CHANGES[payload.type];
  const head = concat([plain(`${emoji} ${headline(payload)}: `), bold(authorLabel(post))]);
  const url = postLink(post);
  const link: Piece | undefined = url
    ? { md: `[Open post](${escapeMarkdownV2Url(url)})`, visible: 'Open post'.length }
    : undefined;
  const text = storableText(post.text.trim());
  const blocks = (middle: Piece[]) => concat([head, ...middle, ...(link ? [link] : [])], '\n\n');
  // Blocks are two newlines apart: the addresses' block and the text's cost theirs.
  const reserve = text ? Math.min(text.length, TEXT_RESERVE) + 2 : 0;
  const lines = post.contract_addresses.length
    ? addressLines(post.contract_addresses, limit - blocks([]).visible - 2 - reserve)
    : [];
  const addresses = lines.length ? [concat(lines, '\n')] : [];
  const room = limit - blocks(addresses).visible - 2;
  const fitted = text && room >= 1 ? shortenText(text, room, 'utf-16') : '';
  const body = blocks(fitted ? [plain(fitted), ...addresses] : addresses);
  return { ...body, complete: lines.length === post.contract_addresses.length };
}

/**
 * The Bot API call for an alert (https://core.telegram.org/bots/api#sendphoto, #sendmessage),
 * parse_mode MarkdownV2: a headline by change with the author's name and @handle in bold; the
 * post's text; each contract address in inline code with its chain, one per line; an "Open post"
 * link when the post has one. With a picture (and `photo` not false) `sendPhoto`, the picture's
 * URL as `photo` and the message as its `caption` (≤ 1024), unless the addresses need more room
 * than a caption has; else `sendMessage` (≤ 4096) without a link preview. Only the post's text
 * is cut (at a grapheme, with '…') to fit.
 */
export function telegramMessage(
  payload: WebhookPayload,
  chatId: string,
  options: { photo?: boolean } = {},
): { method: 'sendMessage' | 'sendPhoto'; body: Record<string, unknown> } {
  const picture = options.photo === false ? undefined : firstPicture(payload.data.post);
  const common = { chat_id: chatId, parse_mode: 'MarkdownV2', disable_notification: false };
  if (picture) {
    const caption = telegramBody(payload, TELEGRAM_LIMITS.caption);
    if (caption.complete) {
      return { method: 'sendPhoto', body: { ...common, photo: picture, caption: caption.md } };
    }
  }
  const text = telegramBody(payload, TELEGRAM_LIMITS.text);
  return {
    method: 'sendMessage',
    body: { ...common, text: text.md, link_preview_options: { is_disabled: true } },
  };
}

// --- Discord ---

/**
 * Discord markdown in the post's text shown as written: each markdown character preceded by a
 * backslash (Discord drops a backslash before punctuation), so no formatting, masked link or
 * mention syntax comes through from a post.
 */
export const escapeDiscord = (text: string): string => text.replace(/[\\*_~`|>#\-[\]()<]/g, '\\$&');

/** One embed field per address (its chain, the address in backticks), at most 25. */
function addressFields(addresses: readonly ContractAddress[]): { name: string; value: string }[] {
  const field = (a: ContractAddress) => {
    const address = storableText(a.address);
    const value = address.includes('`') ? escapeDiscord(address) : `\`${address}\``;
    return { name: CHAINS[a.chain], value };
  };
  if (addresses.length <= DISCORD_LIMITS.fields) return addresses.map(field);
  const shown = addresses.slice(0, DISCORD_LIMITS.fields - 1).map(field);
  const rest = addresses.length - shown.length;
  return [...shown, { name: 'More addresses', value: `${rest} more in the post` }];
}

/**
 * The Execute Webhook body for an alert (https://discord.com/developers/docs/resources/webhook#execute-webhook):
 * `username` Launchdeck, no mention parsed (`allowed_mentions.parse` empty: a post saying
 * @everyone never pings), one embed: the author (name and @handle, their profile, avatar), the
 * headline as title, the post's text (markdown escaped) as description, the post's link, one
 * field per contract address, the post's time, a colour by change and the first picture. Only
 * the text is cut (at a grapheme, with '…') to keep within every embed limit.
 */
export function discordMessage(payload: WebhookPayload): Record<string, unknown> {
  const post = payload.data.post;
  const handle = `@${bareHandle(post.author.handle)}`;
  const name = storableText(post.author.name?.trim() ?? '');
  const authorName = name
    ? `${shortenText(name, DISCORD_LIMITS.authorName - handle.length - 3, 'utf-16')} (${handle})`
    : handle;
  const title = headline(payload);
  const fields = addressFields(post.contract_addresses);
  const footer = 'Launchdeck';
  const used =
    title.length +
    authorName.length +
    footer.length +
    fields.reduce((sum, f) => sum + f.name.length + f.value.length, 0);
  const room = Math.min(DISCORD_LIMITS.description, DISCORD_LIMITS.total - used);
  const text = storableText(post.text.trim());
  const description = escapeDiscord(shortenEscaped(text, room, escapeDiscord));
  const url = postLink(post);
  const authorUrl = profileLink(post) ?? url;
  const picture = firstPicture(post);
  const at = new Date(post.createdAt);
  const embed = {
    author: {
      name: authorName,
      ...(authorUrl ? { url: authorUrl } : {}),
      ...(post.author.avatar ? { icon_url: post.author.avatar } : {}),
    },
    title,
    ...(url ? { url } : {}),
    ...(description ? { description } : {}),
    color: CHANGES[payload.type].color,
    ...(fields.length ? { fields: fields.map((f) => ({ ...f, inline: false })) } : {}),
    ...(Number.isNaN(at.getTime()) ? {} : { timestamp: at.toISOString() }),
    ...(picture ? { image: { url: picture } } : {}),
    footer: { text: footer },
  };
  return { username: 'Launchdeck', allowed_mentions: { parse: [] }, embeds: [embed] };
}
