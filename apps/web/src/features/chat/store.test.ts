import { chatMessageAsPost, MESSAGES } from '@launchdeck/protocol';
import { makeChatMessage, makeGroupSummary } from '@launchdeck/protocol/testing';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/features/groups/support.ts';
import { CHAT_LINES_MAX, MUTE_NOTICE_MS } from './state.ts';
import { createChatController } from './store.ts';

function setup() {
  const kit = fakeSession();
  const addSiteMessage = vi.fn();
  const alert = vi.fn();
  const chat = createChatController({ session: kit.session, addSiteMessage, alert });
  const state = () => chat.store.getState();
  return { ...kit, chat, state, addSiteMessage, alert };
}

describe('chat store', () => {
  it('starts in public mode and re-applies it on every connect', () => {
    const { connect, emitted, sockets, state } = setup();
    expect(state().mode).toBe('public');
    connect();
    expect(emitted('set_chat_mode')).toEqual([{ sessionId: 'sess-alice', chatMode: 'public' }]);
    sockets.latest().receive('disconnect', 'transport close');
    sockets.latest().receive('connect');
    sockets.latest().receive('session_ready', { username: 'alice' });
    expect(emitted('set_chat_mode')).toHaveLength(2);
  });

  it('sends the stored mode and group', () => {
    localStorage.setItem('chatMode', 'group');
    localStorage.setItem('currentPrivateGroup', 'WHALES01');
    const { connect, emitted, state } = setup();
    expect(state()).toMatchObject({ mode: 'group', currentGroup: 'WHALES01' });
    connect();
    expect(emitted('set_chat_mode')).toEqual([
      { sessionId: 'sess-alice', chatMode: 'group', groupCode: 'WHALES01' },
    ]);
  });

  it('reads a corrupt stored mode as public', () => {
    localStorage.setItem('chatMode', 'shouting');
    expect(setup().state().mode).toBe('public');
  });

  it('reverts to public when the server refuses group mode, with its message or the spec one', () => {
    localStorage.setItem('chatMode', 'group');
    const { connect, state } = setup();
    const socket = connect();
    socket.receive('chat_mode_set', {
      success: false,
      chatMode: 'public',
      currentGroup: null,
      error: MESSAGES.groupModeNeedsGroup,
    });
    expect(state().mode).toBe('public');
    expect(state().notice).toEqual({ tone: 'error', text: MESSAGES.groupModeNeedsGroup });
    expect(localStorage.getItem('chatMode')).toBe('public');

    socket.receive('chat_mode_set', { success: false, chatMode: 'public', currentGroup: null });
    expect(state().notice).toEqual({ tone: 'error', text: MESSAGES.groupModeNeedsGroup });
  });

  it('saves a mode change, tells the server and waits for the new history', () => {
    const { connect, chat, emitted, state } = setup();
    const socket = connect();
    socket.receive('chat_history', {
      chatMode: 'public',
      groupCode: null,
      messages: [makeChatMessage()],
    });
    expect(state().messages).toHaveLength(1);
    socket.receive('my_groups_list', {
      success: true,
      groups: [makeGroupSummary({ code: 'WHALES01' })],
      currentGroup: 'WHALES01',
    });
    chat.setMode('group');
    expect(state()).toMatchObject({ mode: 'group', messages: [] });
    expect(localStorage.getItem('chatMode')).toBe('group');
    expect(emitted('set_chat_mode').at(-1)).toEqual({
      sessionId: 'sess-alice',
      chatMode: 'group',
      groupCode: 'WHALES01',
    });
    const line = makeChatMessage({ chatMode: 'group', groupCode: 'WHALES01' });
    socket.receive('chat_history', { chatMode: 'group', groupCode: 'WHALES01', messages: [line] });
    expect(state().messages).toEqual([line]);
  });

  it("shows 'Chat muted' for 3 s and no lines while muted", () => {
    vi.useFakeTimers();
    const { connect, chat, state, addSiteMessage } = setup();
    const socket = connect();
    socket.receive('chat_message', makeChatMessage());
    chat.setMode('mute');
    expect(state()).toMatchObject({ mode: 'mute', mutedNotice: true, messages: [] });
    vi.advanceTimersByTime(MUTE_NOTICE_MS - 1);
    expect(state().mutedNotice).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state().mutedNotice).toBe(false);

    socket.receive('chat_message', makeChatMessage());
    socket.receive('chat_history', {
      chatMode: 'public',
      groupCode: null,
      messages: [makeChatMessage()],
    });
    expect(state().messages).toEqual([]);
    expect(addSiteMessage).toHaveBeenCalledTimes(1);
  });

  it('does not show the mute notice when the server restores a muted mode', () => {
    localStorage.setItem('chatMode', 'mute');
    const { connect, state } = setup();
    connect().receive('chat_mode_set', { success: true, chatMode: 'mute', currentGroup: null });
    expect(state()).toMatchObject({ mode: 'mute', mutedNotice: false });
  });

  it('adds live lines once, capped, and hands each to the feed as a site message', () => {
    const { connect, state, addSiteMessage } = setup();
    const socket = connect();
    const first = makeChatMessage();
    socket.receive('chat_message', first);
    socket.receive('chat_message', first);
    expect(state().messages).toEqual([first]);
    expect(addSiteMessage).toHaveBeenCalledTimes(1);
    expect(addSiteMessage).toHaveBeenCalledWith(chatMessageAsPost(first));
    for (let i = 0; i < CHAT_LINES_MAX + 5; i += 1)
      socket.receive('chat_message', makeChatMessage());
    expect(state().messages).toHaveLength(CHAT_LINES_MAX);
    expect(state().messages[0]?.id).not.toBe(first.id);
  });

  it('ignores lines of another mode or group, and malformed ones', () => {
    localStorage.setItem('chatMode', 'group');
    localStorage.setItem('currentPrivateGroup', 'WHALES01');
    const { connect, state, addSiteMessage } = setup();
    const socket = connect();
    socket.receive('chat_message', makeChatMessage({ chatMode: 'public' }));
    socket.receive('chat_message', makeChatMessage({ chatMode: 'group', groupCode: 'SHARKS01' }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket.receive('chat_message', { id: 1, message: 'no' });
    socket.receive('chat_history', {
      chatMode: 'public',
      groupCode: null,
      messages: [makeChatMessage()],
    });
    expect(state().messages).toEqual([]);
    expect(addSiteMessage).not.toHaveBeenCalled();
    const mine = makeChatMessage({ chatMode: 'group', groupCode: 'WHALES01', groupName: 'Whales' });
    socket.receive('chat_message', mine);
    expect(state().messages).toEqual([mine]);
    expect(addSiteMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        isSiteMessage: true,
        isPrivateGroup: true,
        privateGroupName: 'Whales',
      }),
    );
  });

  it.each([
    ['chat_error', { message: MESSAGES.chatNotAllowed }, MESSAGES.chatNotAllowed],
    ['chat_error', { message: '' }, MESSAGES.chatNotAllowed],
    ['command_error', { message: MESSAGES.commandNotAllowed }, MESSAGES.commandNotAllowed],
    ['command_error', { message: '' }, MESSAGES.commandNotAllowed],
  ])('alerts the permission error %s %j as %j (FC §6)', (event, payload, text) => {
    const { connect, alert } = setup();
    connect().receive(event, payload);
    expect(alert).toHaveBeenCalledWith(text);
  });

  it.each([
    ['chat_error', MESSAGES.chatRateLimited],
    ['chat_error', MESSAGES.chatMuted],
    ['chat_error', MESSAGES.internal],
    ['command_error', 'Unknown command: /x'],
  ])('shows any other refusal (%s %j) under the lines, without an alert', (event, message) => {
    const { connect, alert, state } = setup();
    connect().receive(event, { message });
    expect(alert).not.toHaveBeenCalled();
    expect(state().notice).toEqual({ tone: 'error', text: message });
  });

  it('keeps the typed line until the server takes it, and after a refusal', () => {
    const { connect, chat, state } = setup();
    const socket = connect();
    chat.setDraft('  wen moon  ');
    chat.send(state().draft);
    expect(state().draft).toBe('  wen moon  ');
    socket.receive('chat_error', { message: MESSAGES.chatRateLimited });
    expect(state().draft).toBe('  wen moon  ');
    chat.send(state().draft);
    socket.receive('chat_message', makeChatMessage({ username: 'bob', message: 'wen moon' }));
    expect(state().draft).toBe('  wen moon  ');
    socket.receive('chat_message', makeChatMessage({ username: 'Alice', message: 'wen moon' }));
    expect(state().draft).toBe('');
    chat.setDraft('/groups');
    chat.send(state().draft);
    socket.receive('open_private_modal', {});
    expect(state().draft).toBe('');
  });

  it('shows a command result under the lines', () => {
    const { connect, state } = setup();
    connect().receive('command_result', { message: 'Now watching @cz' });
    expect(state().notice).toEqual({ tone: 'info', text: 'Now watching @cz' });
  });

  it('sends a line, and refuses empty, tagged or logged-out lines', () => {
    const { connect, chat, emitted, state } = setup();
    expect(chat.send('hello')).toBe(false);
    expect(state().notice).toEqual({ tone: 'error', text: MESSAGES.loginToChat });
    connect();
    expect(chat.send('  gm  ')).toBe(true);
    expect(emitted('send_chat_message')).toEqual([{ sessionId: 'sess-alice', message: 'gm' }]);
    expect(state().notice).toBeNull();
    expect(chat.send('   ')).toBe(false);
    expect(state().notice).toEqual({ tone: 'error', text: MESSAGES.chatMessageEmpty });
    expect(chat.send('<b>hi</b>')).toBe(false);
    expect(state().notice).toEqual({ tone: 'error', text: MESSAGES.chatMessageNotPlain });
    expect(emitted('send_chat_message')).toHaveLength(1);
  });

  it('opens Chat Settings on open_private_modal, re-applying the stored mode', () => {
    const { connect, emitted, state } = setup();
    const socket = connect();
    socket.receive('open_private_modal', {});
    expect(state().settingsOpen).toBe(true);
    expect(emitted('set_chat_mode')).toHaveLength(2);
    expect(emitted('get_my_groups')).toHaveLength(2);
  });

  it('makes a created or joined group current; the server moves the rooms', () => {
    const { connect, chat, emitted, state } = setup();
    const socket = connect();
    socket.receive('private_group_created', {
      success: true,
      group: makeGroupSummary({ code: 'WHALES01' }),
    });
    expect(state().currentGroup).toBe('WHALES01');
    expect(localStorage.getItem('currentPrivateGroup')).toBe('WHALES01');
    chat.setMode('group');
    const asked = emitted('set_chat_mode').length;
    socket.receive('private_group_joined', {
      success: true,
      group: makeGroupSummary({ code: 'SHARKS01' }),
    });
    expect(state()).toMatchObject({ currentGroup: 'SHARKS01', messages: [] });
    expect(emitted('set_chat_mode')).toHaveLength(asked);
  });

  it('asks the server for another group when the user picks one', () => {
    const { connect, chat, emitted, state } = setup();
    connect();
    chat.selectGroup('SHARKS01');
    expect(state().currentGroup).toBe('SHARKS01');
    expect(emitted('set_chat_mode').at(-1)).toEqual({
      sessionId: 'sess-alice',
      chatMode: 'public',
      groupCode: 'SHARKS01',
    });
  });

  it("uses the first of the user's groups for group mode when none is current", () => {
    const { connect, chat, emitted } = setup();
    const socket = connect();
    socket.receive('my_groups_list', {
      success: true,
      groups: [makeGroupSummary({ code: 'FIRST001' }), makeGroupSummary({ code: 'OTHER001' })],
      currentGroup: null,
    });
    chat.setMode('group');
    expect(emitted('set_chat_mode').at(-1)).toEqual({
      sessionId: 'sess-alice',
      chatMode: 'group',
      groupCode: 'FIRST001',
    });
  });

  it.each(['group_left', 'group_deleted'])(
    'switches group mode to public when the current group is gone (%s)',
    (event) => {
      localStorage.setItem('chatMode', 'group');
      localStorage.setItem('currentPrivateGroup', 'WHALES01');
      const { connect, state } = setup();
      const socket = connect();
      socket.receive(event, { success: true, groupCode: 'SHARKS01' });
      expect(state()).toMatchObject({ mode: 'group', currentGroup: 'WHALES01' });
      socket.receive(event, { success: true, groupCode: 'WHALES01' });
      expect(state()).toMatchObject({ mode: 'public', currentGroup: null });
      expect(localStorage.getItem('chatMode')).toBe('public');
      expect(localStorage.getItem('currentPrivateGroup')).toBeNull();
    },
  );

  it('empties on logout and keeps the saved mode', async () => {
    const { connect, chat, session, state } = setup();
    const socket = connect();
    socket.receive('chat_message', makeChatMessage());
    chat.setMode('mute');
    chat.openSettings();
    await session.logOut();
    expect(state()).toMatchObject({ mode: 'mute', messages: [], settingsOpen: false });
  });
});
