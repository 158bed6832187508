import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCardPart } from '../../../test/features/cards/support.tsx';
import { ContractAddressChip } from './ContractAddressChip.tsx';

const SOL = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';
const BNB = '0x3c8af5a290e87ad72274ed77e89eaf92149451f2';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: spy } });
  return spy;
}

describe('ContractAddressChip', () => {
  it("copies exactly the address and shows 'Copied!' for 2 s (FC §9)", async () => {
    vi.useFakeTimers();
    const writeText = stubClipboard(async () => {});
    renderCardPart(<ContractAddressChip address={SOL} chain="solana" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Copy ${SOL}` }));
    });
    expect(writeText).toHaveBeenCalledWith(SOL);
    expect(screen.getByRole('status').textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('only logs a copy failure (FC §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubClipboard(async () => {
      throw new Error('denied');
    });
    renderCardPart(<ContractAddressChip address={SOL} chain="solana" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Copy ${SOL}` }));
    });
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['solana', SOL, {}, 'Axiom', `https://axiom.trade/t/${SOL}?chain=sol`],
    [
      'solana',
      SOL,
      { contractButtonPlatform: 'photon' as const },
      'Photon',
      `https://photon-sol.tinyastro.io/en/lp/${SOL}`,
    ],
    ['bnb', BNB, {}, 'GMGN', `https://gmgn.ai/bsc/token/${BNB}`],
    [
      'bnb',
      BNB,
      { bnbButtonPlatform: 'axiom' as const },
      'Axiom',
      `https://axiom.trade/meme/${BNB}?chain=bnb`,
    ],
  ] as const)('links a %s address to the chosen site', (chain, address, settings, name, url) => {
    renderCardPart(<ContractAddressChip address={address} chain={chain} />, settings);
    const link = screen.getByRole('link', { name: `Open ${address} on ${name}` });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no trading link when axiomButtonEnabled is off', () => {
    renderCardPart(<ContractAddressChip address={SOL} chain="solana" />, {
      axiomButtonEnabled: false,
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: `Copy ${SOL}` })).toBeTruthy();
  });
});
