import { TRANSLATE_MESSAGES } from '@launchdeck/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  answerNotConfigured,
  answerUpstreamFailure,
  TRANSLATE_OPERATOR_NOTES,
} from './route-guards.ts';
import { TranslatorError } from './translator.ts';

/** A request whose log is read back, and a reply whose status is. */
function call() {
  const warn = vi.fn();
  const status = vi.fn();
  const request = { url: '/api/translate-text', log: { warn } } as unknown as FastifyRequest;
  const reply = { status } as unknown as FastifyReply;
  return { request, reply, warn, status };
}

describe('the translation answers', () => {
  it('tell the trader translation is not available, and the log what to set', () => {
    const { request, reply, warn, status } = call();
    expect(answerNotConfigured(request, reply)).toEqual({
      success: false,
      error: TRANSLATE_MESSAGES.notConfigured,
    });
    expect(status).toHaveBeenCalledWith(503);
    expect(warn).toHaveBeenCalledWith(TRANSLATE_OPERATOR_NOTES.notConfigured);
  });

  it("tell the trader the service failed, and the log the service's reason", () => {
    const { request, reply, warn, status } = call();
    const reason = 'DeepL answered HTTP 403: the API key was refused';
    expect(answerUpstreamFailure(new TranslatorError(reason), request, reply)).toEqual({
      success: false,
      error: TRANSLATE_MESSAGES.upstreamFailed,
    });
    expect(status).toHaveBeenCalledWith(502);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ reason }), expect.any(String));
  });

  it('leave any other error to the app', () => {
    const { request, reply } = call();
    const bug = new Error('a bug');
    expect(() => answerUpstreamFailure(bug, request, reply)).toThrow(bug);
  });
});
