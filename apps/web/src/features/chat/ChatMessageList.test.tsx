import { makeChatMessage } from '@launchdeck/protocol/testing';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCardPart } from '../../../test/features/cards/support.tsx';
import { fakeSession } from '../../../test/features/groups/support.ts';
import { ContractAddressChip } from '../cards/index.ts';
import { ChatMessageList } from './ChatMessageList.tsx';
import { ChatProvider } from './context.tsx';
import { createChatController } from './store.ts';

const SOL = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';
const BNB = '0x3c8af5a290e87ad72274ed77e89eaf92149451f2';

/**
 * The chat lines as the app provides them: the posts' chip handed to ChatProvider, inside the
 * tracker settings (the trading link reads them); one line received.
 */
function renderLine(message: string) {
  const kit = fakeSession();
  const chat = createChatController({
    session: kit.session,
    addSiteMessage: vi.fn(),
    alert: vi.fn(),
  });
  const socket = kit.connect();
  renderCardPart(
    <ChatProvider controller={chat} addressChip={ContractAddressChip}>
      <ChatMessageList />
    </ChatProvider>,
  );
  act(() => socket.receive('chat_message', makeChatMessage({ username: 'bob', message })));
  return screen.getByRole('listitem');
}

describe('ChatMessageList: addresses in chat lines', () => {
  it('gives a Solana and a 0x address the post chip: a Copy button and a trading link each', () => {
    const message = `new one ${SOL} and on bnb ${BNB} lfg`;
    const line = renderLine(message);
    expect(within(line).getByRole('button', { name: `Copy ${SOL}` }).textContent).toBe(SOL);
    expect(within(line).getByRole('button', { name: `Copy ${BNB}` }).textContent).toBe(BNB);
    expect(
      within(line)
        .getByRole('link', { name: `Open ${SOL} on Axiom` })
        .getAttribute('href'),
    ).toBe(`https://axiom.trade/t/${SOL}?chain=sol`);
    expect(
      within(line)
        .getByRole('link', { name: `Open ${BNB} on GMGN` })
        .getAttribute('href'),
    ).toBe(`https://gmgn.ai/bsc/token/${BNB}`);
    // The text around them is kept as it was sent, and each address stays in one chip.
    const text = line.querySelector('.chat-line-text');
    expect(text?.textContent).toContain('new one ');
    expect(text?.textContent).toContain(' lfg');
    expect(Array.from(line.querySelectorAll('.ca-chip .ca-copy'), (b) => b.textContent)).toEqual([
      SOL,
      BNB,
    ]);
  });

  it.each([
    'Letsgoooooooooooooooooooooooooooooooooooo',
    '#WeAreGoingToTheMoonTogetherFrens',
    `https://dexscreener.com/solana/${SOL}`,
  ])('gives %s no chip: no Copy button, no trading link', (message) => {
    const line = renderLine(message);
    expect(within(line).queryByRole('button')).toBeNull();
    expect(within(line).queryByRole('link')).toBeNull();
    expect(within(line).getByText(message)).toBeTruthy();
  });
});
