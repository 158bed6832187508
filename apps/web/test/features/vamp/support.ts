import type { GetAssetResponse } from '@launchdeck/protocol';
import { jsonResponse, stubFetch } from '../../fake-fetch.ts';

/** A base58 address of 44 characters, as pump's mints are. */
export const VAMP_MINT = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';

/** A DAS getAsset answer for `VAMP_MINT`, as the server relays it (FC §7). */
export function assetAnswer(overrides: Partial<GetAssetResponse> = {}): GetAssetResponse {
  return {
    jsonrpc: '2.0',
    id: 'vamp-1',
    result: {
      id: VAMP_MINT,
      content: {
        json_uri: 'https://ipfs.example/pepe.json',
        metadata: { name: 'Pepe Classic', symbol: 'PEPEC' },
        links: { image: 'https://ipfs.example/pepe.png' },
      },
    },
    ...overrides,
  };
}

type Answer = Response | (() => Response | Promise<Response>);
const reply = (answer: Answer) => (typeof answer === 'function' ? answer() : answer);

/** Plays the server's /api/rpc and /api/token-links; anything else is a 404. */
export function serveVamp({
  rpc = jsonResponse(assetAnswer()),
  links = jsonResponse({ website: 'https://pepe.example', twitter: 'https://x.com/pepeclassic' }),
}: {
  rpc?: Answer;
  links?: Answer;
} = {}) {
  return stubFetch((url) => {
    if (url === '/api/rpc') return reply(rpc);
    if (url === '/api/token-links') return reply(links);
    return jsonResponse({ success: false, error: 'not in this test' }, 404);
  });
}
