import {
  AUTO_LAUNCH_PATHS,
  AutoLaunchRule,
  type AutoLaunchRuleBody,
  AutoLaunchRulesResponse,
  AutoLaunchState,
} from '@launchdeck/protocol';
import { z } from 'zod';
import { del, get, post, put } from '../../lib/http.ts';

/** The rule path with its `:id` filled in. */
const rulePath = (id: string) => AUTO_LAUNCH_PATHS.rule.replace(':id', encodeURIComponent(id));

/** DELETE answers with no body the contract names (204, or a message). */
const AnyBody = z.unknown();

/**
 * Issue 53: the trader's auto-launch rules and the feature's state, each call with the asking
 * session (packages/protocol/src/auto-launch.ts). Creating, turning on or raising a rule carries
 * the two-factor `code` in its body.
 */
export const autoLaunchApi = {
  rules: (session: string, signal?: AbortSignal) =>
    get(AUTO_LAUNCH_PATHS.rules, AutoLaunchRulesResponse, { session, signal }),
  createRule: (session: string, body: AutoLaunchRuleBody) =>
    post(AUTO_LAUNCH_PATHS.rules, AutoLaunchRule, body, { session }),
  updateRule: (session: string, id: string, body: AutoLaunchRuleBody) =>
    put(rulePath(id), AutoLaunchRule, body, { session }),
  deleteRule: (session: string, id: string) => del(rulePath(id), AnyBody, undefined, { session }),
  state: (session: string, signal?: AbortSignal) =>
    get(AUTO_LAUNCH_PATHS.state, AutoLaunchState, { session, signal }),
  pause: (session: string) =>
    post(AUTO_LAUNCH_PATHS.pause, AutoLaunchState, undefined, { session }),
  resume: (session: string) =>
    post(AUTO_LAUNCH_PATHS.resume, AutoLaunchState, undefined, { session }),
};
export type AutoLaunchApi = typeof autoLaunchApi;
