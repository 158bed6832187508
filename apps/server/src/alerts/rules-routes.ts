import {
  ALERTS_PATHS,
  AlertRule,
  AlertRuleBody,
  AlertRuleParams,
  type AlertRuleStored,
  AlertRulesResponse,
  isVisiblyEmpty,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { router } from '../http/route.ts';
import type { RouteContract, RouteRateLimit } from '../http/route-contract.ts';
import type { AlertRulesRepository } from './rules-repository.ts';

export type AlertRulesRoutesDeps = {
  rules: AlertRulesRepository;
  /** True when every id is one of the trader's channels. */
  ownsChannels(userId: number, ids: string[]): Promise<boolean>;
  /** Told after each change (the enabled rules the outbox matches are cached). */
  /** Awaited before the answer: the outbox uses the new rules from the next post on, on every node. */
  onChange?: () => Promise<void>;
};

/** As meme words': generous for a trader editing rules, tight enough that a script cannot churn. */
export const ALERT_RULES_WRITE_LIMIT = { max: 60, timeWindow: 60_000 } as const;
const RATE_LIMITED = 'Too many alert rule changes. Please wait a minute and try again.';

export const ALERT_RULE_MESSAGES = {
  notFound: 'No such alert rule.',
  notYourChannel: (id: string) => `The channel ${id} is not one of yours.`,
} as const;

/** One count for the three changes, per session (else per IP). */
const writeLimit: RouteRateLimit = {
  per: 'identity',
  name: 'alert-rules',
  ...ALERT_RULES_WRITE_LIMIT,
  message: RATE_LIMITED,
  hook: 'preHandler',
};

const tag = 'Alerts';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  list: {
    summary: 'The trader’s alert rules, oldest first',
    tag,
    auth: 'session',
    responses: { 200: AlertRulesResponse },
  },
  create: {
    summary: 'Add an alert rule',
    tag,
    auth: 'session',
    body: AlertRuleBody,
    rateLimit: writeLimit,
    responses: { 201: AlertRule },
  },
  update: {
    summary: 'Replace an alert rule',
    tag,
    auth: 'session',
    params: AlertRuleParams,
    body: AlertRuleBody,
    rateLimit: writeLimit,
    responses: { 200: AlertRule },
  },
  remove: {
    summary: 'Remove an alert rule',
    tag,
    auth: 'session',
    params: AlertRuleParams,
    rateLimit: writeLimit,
    responses: { 204: { contentType: 'text/plain', description: 'Removed; no body' } },
  },
} satisfies Record<string, RouteContract>;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * The parsed body as stored: its lists without repeats, and refused (400, as the schema words
 * it) where the name, an account or a keyword shows nothing (only invisible characters: ZWSP, U+3164…) or a
 * channel is not the trader's.
 */
async function ruleToStore(
  deps: AlertRulesRoutesDeps,
  userId: number,
  body: AlertRuleStored,
): Promise<AlertRuleStored> {
  const texts: [string, string][] = [
    ['name', body.name],
    ...body.accounts.map((account, i): [string, string] => [`accounts.${i}`, account]),
    ...body.keywords.map((keyword, i): [string, string] => [`keywords.${i}`, keyword]),
  ];
  const blank = texts.find(([, text]) => isVisiblyEmpty(text));
  if (blank) {
    const [field] = blank;
    throw new HttpError(400, `${field} must not be empty`, { [field]: 'must not be empty' });
  }
  const channels = unique(body.channels);
  if (!(await deps.ownsChannels(userId, channels))) {
    // Named, so the trader knows which: the first that is not theirs.
    let foreign = channels[0] ?? '';
    for (const id of channels) {
      if (!(await deps.ownsChannels(userId, [id]))) {
        foreign = id;
        break;
      }
    }
    const error = ALERT_RULE_MESSAGES.notYourChannel(foreign);
    throw new HttpError(400, error, { channels: error });
  }
  return {
    ...body,
    accounts: unique(body.accounts),
    kinds: unique(body.kinds),
    keywords: unique(body.keywords),
    channels,
  };
}

/**
 * Issue 51: a trader's alert rules over HTTP. Each rule names which posts matter (accounts,
 * kinds, an address, keywords) and the trader's channels they are sent to; a change is told to
 * `onChange`, so the outbox matches the new rules from the next post on.
 */
export function registerAlertRulesRoutes(http: FastifyInstance, deps: AlertRulesRoutesDeps): void {
  const route = router(http);
  const changed = async <T>(value: T): Promise<T> => {
    await deps.onChange?.();
    return value;
  };

  route(
    'GET',
    ALERTS_PATHS.rules,
    CONTRACTS.list,
    async ({ session }): Promise<AlertRulesResponse> => ({
      rules: await deps.rules.list(session.userId),
    }),
  );

  route(
    'POST',
    ALERTS_PATHS.rules,
    CONTRACTS.create,
    async ({ session, body, reply }): Promise<AlertRule> => {
      const rule = await ruleToStore(deps, session.userId, body);
      const created = await changed(await deps.rules.create(session.userId, rule));
      reply.status(201);
      return created;
    },
  );

  route(
    'PUT',
    ALERTS_PATHS.rule,
    CONTRACTS.update,
    async ({ session, params, body }): Promise<AlertRule> => {
      const rule = await ruleToStore(deps, session.userId, body);
      const updated = await deps.rules.update(session.userId, params.id, rule);
      if (!updated) throw new HttpError(404, ALERT_RULE_MESSAGES.notFound);
      return await changed(updated);
    },
  );

  route('DELETE', ALERTS_PATHS.rule, CONTRACTS.remove, async ({ session, params, reply }) => {
    if (!(await deps.rules.remove(session.userId, params.id))) {
      throw new HttpError(404, ALERT_RULE_MESSAGES.notFound);
    }
    await deps.onChange?.();
    return reply.status(204).send();
  });
}
