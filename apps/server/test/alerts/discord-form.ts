/**
 * Discord's checks of an Execute Webhook body, as its 400 `{code: 50035, message: 'Invalid Form
 * Body', errors}` reports them (https://discord.com/developers/docs/reference#error-messages): the
 * embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits),
 * counted in code points as Discord counts, the username's rules, the mention types, the links.
 */
export type DiscordFormErrors = Record<string, unknown>;
export type DiscordFormCheck = { ok: true } | { ok: false; errors: DiscordFormErrors };

type FieldError = { code: string; message: string };

const LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  authorName: 256,
  total: 6000,
  embeds: 10,
  content: 2000,
  username: 80,
} as const;
const MENTION_TYPES = new Set(['roles', 'users', 'everyone']);

const length = (value: unknown) => (typeof value === 'string' ? [...value].length : 0);
const isLink = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
const tooLong = (max: number): FieldError => ({
  code: 'BASE_TYPE_MAX_LENGTH',
  message: `Must be ${max} or fewer in length.`,
});
const required: FieldError = { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
const badUrl: FieldError = { code: 'URL_TYPE_INVALID_URL', message: 'Not a well formed URL.' };

/** `errors` with `error` under `path`, Discord's nesting (`{embeds: {0: {title: {_errors}}}}`). */
function put(errors: DiscordFormErrors, path: (string | number)[], error: FieldError): void {
  let node = errors;
  for (const key of path) {
    node[key] ??= {};
    node = node[key] as DiscordFormErrors;
  }
  node._errors = [...((node._errors as FieldError[] | undefined) ?? []), error];
}

type Embed = Record<string, unknown> & {
  author?: Record<string, unknown>;
  footer?: Record<string, unknown>;
  image?: Record<string, unknown>;
  fields?: Record<string, unknown>[];
};

function checkEmbed(embed: Embed, at: number, errors: DiscordFormErrors): number {
  const path = (...keys: string[]) => ['embeds', at, ...keys];
  const max = (value: unknown, limit: number, ...keys: string[]) => {
    if (length(value) > limit) put(errors, path(...keys), tooLong(limit));
  };
  max(embed.title, LIMITS.title, 'title');
  max(embed.description, LIMITS.description, 'description');
  if (embed.url !== undefined && !isLink(embed.url)) put(errors, path('url'), badUrl);
  if (embed.image && !isLink(embed.image.url)) put(errors, path('image', 'url'), badUrl);
  if (embed.author) {
    if (!length(embed.author.name)) put(errors, path('author', 'name'), required);
    max(embed.author.name, LIMITS.authorName, 'author', 'name');
    for (const key of ['url', 'icon_url']) {
      const link = embed.author[key];
      if (link !== undefined && !isLink(link)) put(errors, path('author', key), badUrl);
    }
  }
  if (embed.footer) max(embed.footer.text, LIMITS.footer, 'footer', 'text');
  const fields = embed.fields ?? [];
  if (fields.length > LIMITS.fields) put(errors, path('fields'), tooLong(LIMITS.fields));
  fields.forEach((field, i) => {
    for (const [key, limit] of [
      ['name', LIMITS.fieldName],
      ['value', LIMITS.fieldValue],
    ] as const) {
      if (!length(field[key])) put(errors, path('fields', String(i), key), required);
      max(field[key], limit, 'fields', String(i), key);
    }
  });
  const color = embed.color;
  if (
    color !== undefined &&
    !(Number.isInteger(color) && Number(color) >= 0 && Number(color) <= 0xffffff)
  ) {
    put(errors, path('color'), {
      code: 'NUMBER_TYPE_MAX',
      message: 'int value should be <= 16777215 and >= 0.',
    });
  }
  if (embed.timestamp !== undefined && Number.isNaN(Date.parse(String(embed.timestamp)))) {
    put(errors, path('timestamp'), {
      code: 'DATE_TYPE_PARSE',
      message: 'Could not parse timestamp.',
    });
  }
  return (
    length(embed.title) +
    length(embed.description) +
    length(embed.author?.name) +
    length(embed.footer?.text) +
    fields.reduce((sum, f) => sum + length(f.name) + length(f.value), 0)
  );
}

/** The form errors Discord would answer for this body (none: `ok`). */
export function checkDiscordForm(body: Record<string, unknown>): DiscordFormCheck {
  const errors: DiscordFormErrors = {};
  if (length(body.content) > LIMITS.content) put(errors, ['content'], tooLong(LIMITS.content));
  if (body.username !== undefined) {
    const name = String(body.username);
    if (length(name) < 1 || length(name) > LIMITS.username) {
      put(errors, ['username'], {
        code: 'BASE_TYPE_BAD_LENGTH',
        message: 'Must be between 1 and 80 in length.',
      });
    }
    for (const word of ['discord', 'clyde']) {
      if (name.toLowerCase().includes(word)) {
        put(errors, ['username'], {
          code: 'USERNAME_INVALID_CONTAINS',
          message: `Username cannot contain "${word}"`,
        });
      }
    }
  }
  const mentions = body.allowed_mentions as { parse?: unknown[] } | undefined;
  mentions?.parse?.forEach((type, i) => {
    if (!MENTION_TYPES.has(String(type))) {
      put(errors, ['allowed_mentions', 'parse', i], {
        code: 'BASE_TYPE_CHOICES',
        message: `Value must be one of {'roles', 'users', 'everyone'}.`,
      });
    }
  });
  const embeds = (body.embeds ?? []) as Embed[];
  if (embeds.length > LIMITS.embeds) put(errors, ['embeds'], tooLong(LIMITS.embeds));
  const total = embeds.reduce((sum, embed, i) => sum + checkEmbed(embed, i, errors), 0);
  if (total > LIMITS.total) {
    put(errors, ['embeds'], {
      code: 'MAX_EMBED_SIZE_EXCEEDED',
      message: `Embed size exceeds maximum size of ${LIMITS.total}`,
    });
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true };
}
