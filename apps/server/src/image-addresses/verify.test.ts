import type { Chain } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import type { AddressRead } from './reading/index.ts';
import { type ChainCheck, type KnownAddresses, verifyRead } from './verify.ts';

const URL = 'https://img.example/shot.png';
// A real read and its OCR-confusion alternative (d → A, u → U: the misread issue 31 measured).
const READ = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const MISREAD = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHAC8UHYmW2hr';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const EVM_WRONG_CASE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

type Source = 'text' | 'launch' | 'asset';

/** Local sources that know the given addresses (bnb ones in any case). */
function knowing(entries: Record<string, Source> = {}): KnownAddresses {
  const byKey = new Map(Object.entries(entries).map(([a, s]) => [a.toLowerCase(), { a, s }]));
  const sourceOf = (address: string, chain: Chain) => {
    const hit = byKey.get(address.toLowerCase());
    if (!hit) return undefined;
    return chain === 'bnb' || hit.a === address ? hit.s : undefined;
  };
  return {
    sourcesOf: async (addresses, chain) => addresses.map((address) => sourceOf(address, chain)),
  };
}

/** A chain where the given accounts exist; `covers` false models an unset endpoint. */
function chainWith(existing: string[], covers = true): ChainCheck & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    covers: () => covers,
    exists: async (addresses) => {
      asked.push(addresses);
      return addresses.map((a) => existing.includes(a));
    },
  };
}

const offline = chainWith([], false);
/** A Solana read: its readings (`verifiable` of the alternatives, 1 unless given), then twins. */
const solana = (
  alternatives: string[],
  box?: AddressRead['box'],
  verifiable?: number,
): AddressRead => ({
  chain: 'solana',
  alternatives,
  ...(box ? { box } : {}),
  ...(verifiable === undefined ? {} : { verifiable }),
});
const bnb = (alternatives: string[]): AddressRead => ({ chain: 'bnb', alternatives });

describe('verifyRead: local sources', () => {
  it.each(['text', 'launch', 'asset'] as const)('verifies an address %s knows', async (source) => {
    const shown = await verifyRead(solana([READ]), URL, {
      known: knowing({ [READ]: source }),
      chain: offline,
    });
    expect(shown).toEqual({
      address: READ,
      chain: 'solana',
      imageUrl: URL,
      verified: true,
      verifiedBy: source,
    });
  });

  it('verifies the one alternative a source knows, not the likelier misread', async () => {
    const shown = await verifyRead(solana([MISREAD, READ], undefined, 2), URL, {
      known: knowing({ [READ]: 'text' }),
      chain: offline,
    });
    expect(shown).toMatchObject({ address: READ, verified: true, verifiedBy: 'text' });
  });

  it('verifies none when sources know two alternatives: the read is ambiguous', async () => {
    const shown = await verifyRead(solana([MISREAD, READ], undefined, 2), URL, {
      known: knowing({ [READ]: 'text', [MISREAD]: 'launch' }),
      chain: chainWith([READ]),
    });
    expect(shown).toEqual({ address: MISREAD, chain: 'solana', imageUrl: URL, verified: false });
  });

  it('verifies a mixed-case 0x address whose checksum matches', async () => {
    const shown = await verifyRead(bnb([EVM]), URL, { known: knowing(), chain: offline });
    expect(shown).toMatchObject({ address: EVM, verified: true, verifiedBy: 'checksum' });
  });

  it('leaves a 0x address with a wrong checksum unverified', async () => {
    const shown = await verifyRead(bnb([EVM_WRONG_CASE]), URL, {
      known: knowing(),
      chain: offline,
    });
    expect(shown).toEqual({
      address: EVM_WRONG_CASE,
      chain: 'bnb',
      imageUrl: URL,
      verified: false,
    });
  });

  it('leaves an all-lower-case 0x address unverified: it carries no checksum', async () => {
    const lower = EVM.toLowerCase();
    const shown = await verifyRead(bnb([lower]), URL, { known: knowing(), chain: offline });
    expect(shown).toMatchObject({ address: lower, verified: false });
  });

  it('shows a known 0x address in its checksummed spelling whatever case was read', async () => {
    const shown = await verifyRead(bnb([EVM_WRONG_CASE]), URL, {
      known: knowing({ [EVM.toLowerCase()]: 'text' }),
      chain: offline,
    });
    expect(shown).toMatchObject({ address: EVM, verified: true, verifiedBy: 'text' });
  });
});

describe('verifyRead: the chain', () => {
  it('verifies the one alternative whose account exists', async () => {
    const chain = chainWith([READ]);
    const shown = await verifyRead(solana([MISREAD, READ], undefined, 2), URL, {
      known: knowing(),
      chain,
    });
    expect(shown).toMatchObject({ address: READ, verified: true, verifiedBy: 'chain' });
    expect(chain.asked).toEqual([[MISREAD, READ]]);
  });

  it('verifies none when two alternatives exist', async () => {
    const shown = await verifyRead(solana([MISREAD, READ], undefined, 2), URL, {
      known: knowing(),
      chain: chainWith([READ, MISREAD]),
    });
    expect(shown).toMatchObject({ address: MISREAD, verified: false });
  });

  it('verifies none when no alternative exists', async () => {
    const shown = await verifyRead(solana([MISREAD, READ], undefined, 2), URL, {
      known: knowing(),
      chain: chainWith([]),
    });
    expect(shown).toMatchObject({ address: MISREAD, verified: false });
  });

  it('never verifies an unknown address offline, and asks no chain', async () => {
    const chain = chainWith([READ], false);
    const shown = await verifyRead(solana([READ]), URL, { known: knowing(), chain });
    expect(shown).toEqual({ address: READ, chain: 'solana', imageUrl: URL, verified: false });
    expect(chain.asked).toEqual([]);
  });

  it('leaves the address unverified, and says so, when the chain cannot answer', async () => {
    const onChainError = vi.fn();
    const failing: ChainCheck = {
      covers: () => true,
      exists: async () => {
        throw new Error('The Solana RPC did not answer');
      },
    };
    const shown = await verifyRead(solana([READ]), URL, {
      known: knowing(),
      chain: failing,
      onChainError,
    });
    expect(shown).toMatchObject({ address: READ, verified: false });
    expect(onChainError).toHaveBeenCalledOnce();
  });

  it('asks the chain only when no local source vouches', async () => {
    const chain = chainWith([READ]);
    await verifyRead(solana([READ]), URL, { known: knowing({ [READ]: 'text' }), chain });
    expect(chain.asked).toEqual([]);
  });
});

describe('verifyRead: shapes and boxes', () => {
  it('answers nothing when no alternative is shaped like an address of its chain', async () => {
    const shown = await verifyRead(solana(['0OIl', EVM]), URL, {
      known: knowing(),
      chain: offline,
    });
    expect(shown).toBeUndefined();
  });

  it('keeps the box in whole pixels, and drops an empty one', async () => {
    const deps = { known: knowing(), chain: offline };
    const boxed = await verifyRead(
      solana([READ], { x: 3.4, y: 10.6, width: 300.2, height: 22 }),
      URL,
      deps,
    );
    expect(boxed?.box).toEqual({ x: 3, y: 11, width: 300, height: 22 });
    const empty = await verifyRead(solana([READ], { x: 0, y: 0, width: 0, height: 4 }), URL, deps);
    expect(empty?.box).toBeUndefined();
  });
});

describe('verifyRead: what the picture shows (issue 48)', () => {
  // READ's one-character look-alike twin (g read where the twin has q): a decoy in a post's text.
  const TWIN = READ.replace('hgDB', 'hqDB');

  it('never verifies a vouched twin of a sure reading: the reading is shown, the twin as did you mean', async () => {
    const chain = chainWith([TWIN]);
    const shown = await verifyRead(solana([READ, TWIN], undefined, 1), URL, {
      known: knowing({ [TWIN]: 'text' }),
      chain,
    });
    expect(shown).toEqual({
      address: READ,
      chain: 'solana',
      imageUrl: URL,
      verified: false,
      didYouMean: { address: TWIN, verifiedBy: 'text' },
    });
    // The chain is asked about the readings only, never about a twin.
    expect(chain.asked).toEqual([[READ]]);
  });

  it('verifies the reading itself when its source knows it, twin or not', async () => {
    const shown = await verifyRead(solana([READ, TWIN], undefined, 1), URL, {
      known: knowing({ [READ]: 'launch', [TWIN]: 'text' }),
      chain: offline,
    });
    expect(shown).toMatchObject({ address: READ, verified: true, verifiedBy: 'launch' });
    expect(shown).not.toHaveProperty('didYouMean');
  });

  it('offers no did you mean when two twins are vouched for', async () => {
    const other = READ.replace('W2hr', 'w2hr');
    const shown = await verifyRead(solana([READ, TWIN, other], undefined, 1), URL, {
      known: knowing({ [TWIN]: 'text', [other]: 'asset' }),
      chain: offline,
    });
    expect(shown).toEqual({ address: READ, chain: 'solana', imageUrl: URL, verified: false });
  });

  it('never verifies a repair of a string the picture shows (verifiable 0)', async () => {
    const shown = await verifyRead(solana([READ, MISREAD], undefined, 0), URL, {
      known: knowing({ [READ]: 'text' }),
      chain: chainWith([READ]),
    });
    expect(shown).toEqual({ address: READ, chain: 'solana', imageUrl: URL, verified: false });
  });

  it('keeps the boxes of an address wrapped over lines', async () => {
    const boxes = [
      { x: 10, y: 10, width: 200, height: 20 },
      { x: 10, y: 34, width: 90, height: 20 },
    ];
    const read: AddressRead = {
      ...solana([READ]),
      box: { x: 10, y: 10, width: 200, height: 44 },
      boxes,
    };
    const shown = await verifyRead(read, URL, {
      known: knowing({ [READ]: 'text' }),
      chain: offline,
    });
    expect(shown).toMatchObject({ address: READ, verified: true, boxes });
  });
});
