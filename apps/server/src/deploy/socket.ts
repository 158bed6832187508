import {
  type CreateTokenRequest,
  DEPLOY_MESSAGES,
  type TokenCreateResult,
} from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { OnEvent } from '../auth/index.ts';
import type { RealtimeSocket } from '../realtime/types.ts';
import { progressReporter } from './progress-reporter.ts';
import type { FirstOutcome, LaunchAnswer, LaunchPreview, LaunchService } from './service.ts';
import { formLaunchExtras, launchOfToolbar } from './toolbar-request.ts';

export type DeploySocketDeps = { on: OnEvent; launches: LaunchService; log: FastifyBaseLogger };

/** The failure as both answers carry it: token_error for the form (DA §7), debug_response for the feed (FC §7). */
function answerFailure(
  socket: RealtimeSocket,
  request: CreateTokenRequest,
  error: string,
  requestId: string,
  usd1?: { held: number; required: number },
): void {
  socket.emit('token_error', { error, request_id: requestId, ...(usd1 ? { usd1 } : {}) });
  const failure: TokenCreateResult = {
    type: 'token_create_error',
    name: request.name,
    ticker: request.ticker,
    address: '',
    mode: request.mode,
    message: error,
    simulated: false,
    request_id: requestId,
  };
  socket.emit('debug_response', failure);
}

/**
 * A repeated request id, answered as its first launch was (nothing is sent again): its results
 * on debug_response, or its failure; one still being prepared elsewhere reads as in progress.
 */
function answerRepeat(
  socket: RealtimeSocket,
  request: CreateTokenRequest,
  requestId: string,
  first: FirstOutcome,
): void {
  if (first.status === 'sent') {
    for (const result of first.results) socket.emit('debug_response', result);
  } else if (first.status === 'failed') {
    answerFailure(socket, request, first.error, requestId, first.usd1);
  } else {
    answerFailure(socket, request, DEPLOY_MESSAGES.inProgress, requestId);
  }
}

/**
 * Sends a launch's answers to the socket that asked: each result on debug_response, a refusal
 * on token_error and debug_response, and a launch that later failed on chain on token_error.
 */
function answerLaunch(
  target: RealtimeSocket,
  request: CreateTokenRequest,
  launching: Promise<LaunchAnswer>,
  log: FastifyBaseLogger,
): void {
  const answered = launching.then(async (answer) => {
    if (answer.kind === 'duplicate') {
      answerRepeat(target, request, answer.requestId, answer.first);
      return;
    }
    if (answer.kind === 'refused') {
      answerFailure(target, request, answer.error, answer.requestId, answer.usd1);
      return;
    }
    for (const result of answer.results) target.emit('debug_response', result);
    const failedOnChain = await answer.confirmed;
    if (failedOnChain) {
      const requestId = answer.results[0]?.request_id ?? '';
      target.emit('token_error', { error: failedOnChain, request_id: requestId });
    }
  });
  answered.catch((error: unknown) => {
    log.error({ err: error }, 'launch answer failed');
    target.emit('token_error', { error: DEPLOY_MESSAGES.deploymentFailed });
  });
}

/**
 * DA §3 / §7 `debug_request {type:'create_token', …}` and its toolbar variant `toolbar_deploy`.
 * The launch runs beside the socket's event queue, not in it: a launch can take seconds, and the
 * same socket's chat must not wait for it. Answers go to the sending socket only, so a user's
 * other windows do not act on them twice.
 */
export function registerDeployEvents(socket: RealtimeSocket, deps: DeploySocketDeps): void {
  deps.on(socket, {
    event: 'debug_request',
    loginMessage: DEPLOY_MESSAGES.loginToDeploy,
    refuse: (message, { socket: target }) => {
      target.emit('token_error', { error: message });
    },
    run: async (request, { socket: target, user, arrivedAt }) => {
      const requestId = request.request_id;
      const onStage = requestId ? progressReporter(target, requestId) : undefined;
      const extras = formLaunchExtras(request);
      const launching = deps.launches.launch(user, request, arrivedAt, onStage, extras);
      answerLaunch(target, request, launching, deps.log);
    },
  });
  deps.on(socket, {
    event: 'toolbar_deploy',
    loginMessage: DEPLOY_MESSAGES.loginToDeploy,
    // A payload that never became a launch: socket_error names the event, and token_error
    // reaches the deploy listeners as a create_token refusal would.
    refuse: (message, { socket: target }) => {
      target.emit('socket_error', { event: 'toolbar_deploy', message });
      target.emit('token_error', { error: message });
    },
    run: async (toolbar, { socket: target, user, arrivedAt }) => {
      const { request, extras } = launchOfToolbar(toolbar);
      const requestId = request.request_id;
      const onStage = requestId ? progressReporter(target, requestId) : undefined;
      const launching = deps.launches.launch(user, request, arrivedAt, onStage, extras);
      answerLaunch(target, request, launching, deps.log);
    },
  });
  deps.on(socket, {
    event: 'prepare_launch',
    loginMessage: DEPLOY_MESSAGES.loginToDeploy,
    // Nothing to show the trader: a bad or unauthorised prepare only means no head start.
    refuse: (message, { socket: target }) => {
      target.emit('socket_error', { event: 'prepare_launch', message });
    },
    run: async ({ api_key, launch, toolbar }, { user }) => {
      const preview: LaunchPreview | undefined = launch
        ? { kind: 'form', launch }
        : toolbar
          ? { kind: 'toolbar', toolbar }
          : undefined;
      await deps.launches.prepare(user, api_key, preview);
    },
  });
}
