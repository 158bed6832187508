import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  KNOWN_SOL,
  makeImageAddress,
  UNKNOWN_SOL,
} from '../../../../test/features/cards/image-addresses-fixture.ts';
import { renderCardPart } from '../../../../test/features/cards/support.tsx';
import {
  CARD_TEXT,
  copyLabel,
  DID_YOU_MEAN_TEXT,
  IMAGE_ADDRESS_TEXT,
  VERIFIED_BY_TEXT,
} from '../strings.ts';
import { ImageAddresses } from './ImageAddresses.tsx';

const verified = makeImageAddress({ address: KNOWN_SOL, verified: true, verifiedBy: 'text' });
const unverified = makeImageAddress({ address: UNKNOWN_SOL });

function renderBoth() {
  renderCardPart(<ImageAddresses addresses={[verified, unverified]} text="gm" />);
  const list = screen.getByRole('list', { name: IMAGE_ADDRESS_TEXT.list });
  const [first, second] = within(list).getAllByRole('listitem');
  if (!first || !second) throw new Error('two chips expected');
  return { list, verifiedChip: first, unverifiedChip: second };
}

const crop = () => screen.queryByRole('img', { name: IMAGE_ADDRESS_TEXT.cropAlt });

describe('ImageAddresses', () => {
  it('renders nothing when every address is already in the text', () => {
    const { container } = renderCardPart(
      <ImageAddresses addresses={[verified]} text={`CA ${KNOWN_SOL}`} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it("gives a verified address the text chip, trading link included, and a 'from image' mark", () => {
    const { verifiedChip } = renderBoth();
    expect(within(verifiedChip).getByRole('button', { name: copyLabel(KNOWN_SOL) })).toBeTruthy();
    expect(
      within(verifiedChip).getByRole('link', { name: `Open ${KNOWN_SOL} on Axiom` }),
    ).toBeTruthy();
    expect(verifiedChip.textContent).toContain(IMAGE_ADDRESS_TEXT.fromImage);
    expect(within(verifiedChip).getByTitle(VERIFIED_BY_TEXT.text)).toBeTruthy();
    expect(verifiedChip.textContent).not.toContain(IMAGE_ADDRESS_TEXT.unverified);
  });

  it('gives an unverified address no trading link, a warning and the check sentence', () => {
    const { unverifiedChip } = renderBoth();
    expect(within(unverifiedChip).queryByRole('link')).toBeNull();
    const copy = within(unverifiedChip).getByRole('button', { name: copyLabel(UNKNOWN_SOL) });
    expect(copy.className).toContain('ia-copy');
    expect(unverifiedChip.textContent).toContain(
      `${IMAGE_ADDRESS_TEXT.fromImage} · ${IMAGE_ADDRESS_TEXT.unverified}`,
    );
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(copy.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.textContent).toContain(IMAGE_ADDRESS_TEXT.checkBeforeTrading);
  });

  it('copies an unverified address exactly', async () => {
    const writeText = vi.fn(async (_: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { unverifiedChip } = renderBoth();
    await act(async () => {
      fireEvent.click(within(unverifiedChip).getByRole('button', { name: copyLabel(UNKNOWN_SOL) }));
    });
    expect(writeText).toHaveBeenCalledWith(UNKNOWN_SOL);
    expect(within(unverifiedChip).getByRole('status').textContent).toBe(CARD_TEXT.copied);
  });

  it('shows the crop of the picture on hover, and Escape hides it', () => {
    const { unverifiedChip } = renderBoth();
    const copy = within(unverifiedChip).getByRole('button', { name: copyLabel(UNKNOWN_SOL) });
    expect(crop()).toBeNull();
    fireEvent.pointerEnter(copy);
    expect(crop()?.getAttribute('src')).toBe(unverified.imageUrl);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(crop()).toBeNull();
    fireEvent.pointerLeave(copy);
    fireEvent.pointerEnter(copy);
    expect(crop()).not.toBeNull();
    fireEvent.pointerLeave(copy);
    expect(crop()).toBeNull();
  });

  it('shows the crop on keyboard focus too, until Escape or blur', () => {
    const { unverifiedChip } = renderBoth();
    const copy = within(unverifiedChip).getByRole('button', { name: copyLabel(UNKNOWN_SOL) });
    act(() => copy.focus());
    expect(crop()).not.toBeNull();
    fireEvent.keyDown(copy, { key: 'Escape' });
    expect(crop()).toBeNull();
    act(() => copy.blur());
    act(() => copy.focus());
    expect(crop()).not.toBeNull();
    act(() => copy.blur());
    expect(crop()).toBeNull();
  });

  it('says "did you mean" for a vouched look-alike, marks what differs, and never links or copies it', () => {
    const twin = `${UNKNOWN_SOL.slice(0, 20)}${UNKNOWN_SOL[20] === 'q' ? 'g' : 'q'}${UNKNOWN_SOL.slice(21)}`;
    const entry = makeImageAddress({
      address: UNKNOWN_SOL,
      didYouMean: { address: twin, verifiedBy: 'text' },
    });
    renderCardPart(<ImageAddresses addresses={[entry]} text="gm" />);
    const [chip] = within(screen.getByRole('list', { name: IMAGE_ADDRESS_TEXT.list })).getAllByRole(
      'listitem',
    );
    if (!chip) throw new Error('a chip expected');
    const note = chip.querySelector('.ia-did-you-mean');
    expect(note?.textContent).toContain(IMAGE_ADDRESS_TEXT.didYouMean);
    expect(note?.querySelector('mark')?.textContent).toBe(twin[20]);
    expect(within(chip).queryByRole('link')).toBeNull();
    expect(
      within(chip)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([copyLabel(UNKNOWN_SOL)]);
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip.textContent).toContain(DID_YOU_MEAN_TEXT.text);
    expect(tip.querySelector('.ia-tip-twin code')?.textContent).toBe(twin);
  });
});
