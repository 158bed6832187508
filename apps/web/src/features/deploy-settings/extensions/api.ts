import {
  ExtensionTokenCreated,
  ExtensionTokenStatus,
  MessageResponseBody,
} from '@launchdeck/protocol';
import { del, get, post } from '../../../lib/http.ts';

const PATH = '/api/extension-token';

/** DA §2 Extensions (ours): the trader's extension token, by session. */
export const extensionTokenStatus = (session: string, signal?: AbortSignal) =>
  get(PATH, ExtensionTokenStatus, { session, signal });

/** A new token (replacing the old one); its text comes only in this answer. */
export const createExtensionToken = (session: string) =>
  post(PATH, ExtensionTokenCreated, undefined, { session });

export const revokeExtensionToken = (session: string) =>
  del(PATH, MessageResponseBody, undefined, { session });
