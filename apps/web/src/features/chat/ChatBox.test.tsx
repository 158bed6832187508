import { LIMITS, MESSAGES } from '@launchdeck/protocol';
import { makeChatMessage, makeGroupSummary } from '@launchdeck/protocol/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/features/groups/support.ts';
import { ChatBox } from './ChatBox.tsx';
import { ChatDock } from './ChatDock.tsx';
import { COUNTER_FROM } from './ChatInput.tsx';
import { ChatProvider } from './context.tsx';
import { MUTE_NOTICE_MS } from './state.ts';
import { createChatController } from './store.ts';
import { CHAT_TEXT } from './strings.ts';

function renderChat(ui = <ChatBox />) {
  const kit = fakeSession();
  const alert = vi.fn();
  const chat = createChatController({ session: kit.session, addSiteMessage: vi.fn(), alert });
  const socket = kit.connect();
  render(<ChatProvider controller={chat}>{ui}</ChatProvider>);
  const receive = (event: string, payload: unknown) => act(() => socket.receive(event, payload));
  return { ...kit, chat, socket, receive, alert };
}

describe('ChatBox', () => {
  it('shows each line as plain text with its author and time', () => {
    const { receive } = renderChat();
    const hostile = '<img src=x onerror=alert(1)> <b>bold</b>';
    receive('chat_message', makeChatMessage({ username: 'mallory', message: hostile }));
    const line = screen.getByRole('listitem');
    expect(within(line).getByText('mallory')).toBeTruthy();
    expect(within(line).getByText(hostile)).toBeTruthy();
    expect(line.querySelector('img, b')).toBeNull();
    expect(line.querySelector('time')?.getAttribute('dateTime')).toMatch(/^2026-11-23T/);
  });

  it('sends on Enter and clears the input once the line comes back from the server', async () => {
    const { emitted, receive } = renderChat();
    const user = userEvent.setup();
    const input = screen.getByLabelText(CHAT_TEXT.inputLabel) as HTMLInputElement;
    await user.type(input, 'gm frens{Enter}');
    expect(emitted('send_chat_message')).toEqual([
      { sessionId: 'sess-alice', message: 'gm frens' },
    ]);
    expect(input.value).toBe('gm frens');
    receive('chat_message', makeChatMessage({ username: 'alice', message: 'gm frens' }));
    expect(input.value).toBe('');
  });

  it('keeps a line the server refuses, with the reason beside the input and no alert', async () => {
    const { receive, alert } = renderChat();
    const user = userEvent.setup();
    const input = screen.getByLabelText(CHAT_TEXT.inputLabel) as HTMLInputElement;
    await user.type(input, 'wen moon{Enter}');
    receive('chat_error', { message: MESSAGES.chatRateLimited });
    expect(input.value).toBe('wen moon');
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.chatRateLimited);
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps a refused line in the input with the reason', async () => {
    const { emitted } = renderChat();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(CHAT_TEXT.inputLabel), '<b>hi</b>{Enter}');
    expect(emitted('send_chat_message')).toEqual([]);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.chatMessageNotPlain);
    expect((screen.getByLabelText(CHAT_TEXT.inputLabel) as HTMLInputElement).value).toBe(
      '<b>hi</b>',
    );
  });

  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['a zero width space', '\u200b'],
    ['a braille blank', '\u2800'],
    ['a Hangul filler', '\u3164'],
    ['a word joiner', '\u2060'],
    ['invisible characters and spaces together', ' \u200b\ufeff\u2800 \u3164 '],
  ])('keeps Send off for a line of %s, and sends nothing on Enter', async (_name, text) => {
    const { emitted } = renderChat();
    const input = screen.getByLabelText(CHAT_TEXT.inputLabel) as HTMLInputElement;
    const send = screen.getByRole('button', { name: CHAT_TEXT.send }) as HTMLButtonElement;
    fireEvent.change(input, { target: { value: 'gm' } });
    expect(send.disabled).toBe(false);
    fireEvent.change(input, { target: { value: text } });
    expect(send.disabled).toBe(true);
    fireEvent.submit(input.form as HTMLFormElement);
    expect(emitted('send_chat_message')).toEqual([]);
  });

  it('turns Send on for visible text held together by invisible characters', () => {
    renderChat();
    const input = screen.getByLabelText(CHAT_TEXT.inputLabel) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '\u200b👨‍👩‍👧' } });
    expect(
      (screen.getByRole('button', { name: CHAT_TEXT.send }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('counts characters near the limit and caps the input', () => {
    renderChat();
    const input = screen.getByLabelText(CHAT_TEXT.inputLabel) as HTMLInputElement;
    expect(input.maxLength).toBe(LIMITS.chatMessageMax);
    fireEvent.change(input, { target: { value: 'x'.repeat(COUNTER_FROM - 1) } });
    expect(screen.queryByText(/\/2000$/)).toBeNull();
    fireEvent.change(input, { target: { value: 'x'.repeat(COUNTER_FROM) } });
    expect(screen.getByText(`${COUNTER_FROM}/2000`)).toBeTruthy();
  });

  it("disables Group with 'Join a group first' until the user has a group", () => {
    const { receive } = renderChat();
    const group = screen.getByRole('button', { name: 'Group' }) as HTMLButtonElement;
    expect(group.disabled).toBe(true);
    expect(group.title).toBe(CHAT_TEXT.joinGroupFirst);
    receive('my_groups_list', { success: true, groups: [makeGroupSummary()], currentGroup: null });
    expect(group.disabled).toBe(false);
  });

  it('shows the group name in group mode', () => {
    localStorage.setItem('chatMode', 'group');
    const { receive } = renderChat();
    receive('my_groups_list', {
      success: true,
      groups: [makeGroupSummary({ code: 'WHALES01', name: 'Whale Watch' })],
      currentGroup: 'WHALES01',
    });
    expect(screen.getByText('Whale Watch')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Group' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("mutes: 'Chat muted' for 3 s, no lines, input locked", async () => {
    vi.useFakeTimers();
    const { receive, emitted } = renderChat();
    receive('chat_message', makeChatMessage({ message: 'before mute' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(emitted('set_chat_mode').at(-1)).toMatchObject({ chatMode: 'mute' });
    expect(screen.getByRole('status').textContent).toBe(CHAT_TEXT.chatMuted);
    expect(screen.queryByText('before mute')).toBeNull();
    expect(screen.getByText(MESSAGES.chatMuted)).toBeTruthy();
    expect((screen.getByLabelText(CHAT_TEXT.inputLabel) as HTMLInputElement).disabled).toBe(true);
    receive('chat_message', makeChatMessage({ message: 'while muted' }));
    expect(screen.queryByText('while muted')).toBeNull();
    act(() => vi.advanceTimersByTime(MUTE_NOTICE_MS));
    expect(screen.queryByText(CHAT_TEXT.chatMuted)).toBeNull();
  });

  it('opens Chat Settings from its button, and collapses in the dock', async () => {
    renderChat(<ChatDock />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: CHAT_TEXT.openSettings }));
    expect(screen.getByRole('dialog', { name: CHAT_TEXT.settingsTitle })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: CHAT_TEXT.collapse }));
    expect(screen.queryByLabelText(CHAT_TEXT.inputLabel)).toBeNull();
    await user.click(screen.getByRole('button', { name: CHAT_TEXT.expand }));
    expect(screen.getByLabelText(CHAT_TEXT.inputLabel)).toBeTruthy();
  });
});
