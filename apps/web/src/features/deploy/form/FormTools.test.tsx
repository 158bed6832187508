import { TRANSLATE_MESSAGES, TRANSLATE_TEXT_MESSAGES } from '@launchdeck/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, sent, stubFetch } from '../../../../test/fake-fetch.ts';
import {
  renderDeploy,
  SOLANA_WALLET,
  samplePrefill,
  startDeploy,
  storeWallets,
} from '../../../../test/features/deploy/support.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import { TokenDeployForm } from './TokenDeployForm.tsx';

const nameInput = () => screen.getByLabelText(DEPLOY_TEXT.name) as HTMLInputElement;
const symbolInput = () => screen.getByLabelText(DEPLOY_TEXT.symbol) as HTMLInputElement;
const translateButton = () => screen.getByRole('button', { name: DEPLOY_TEXT.translateToChinese });

function renderForm(settings: Parameters<typeof startDeploy>[0] = {}) {
  storeWallets(SOLANA_WALLET);
  const kit = startDeploy(settings);
  kit.connect();
  renderDeploy(<TokenDeployForm variant="dock" />, kit);
  return { ...kit, user: userEvent.setup() };
}

describe('the form Presets section', () => {
  it('shows one button per preset button of the settings; each rewrites name and ticker', async () => {
    const { deploy, user } = renderForm();
    const section = screen.getByRole('region', { name: DEPLOY_TEXT.presets });
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Coin', 'The', 'Inu']);
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);

    act(() => deploy.open(samplePrefill({ tokenName: 'Frog King' })));
    await user.click(within(section).getByRole('button', { name: 'Coin' }));
    expect(nameInput().value).toBe('Frog King Coin');
    expect(symbolInput().value).toBe('FROG');
    await user.click(within(section).getByRole('button', { name: 'Inu' }));
    expect(nameInput().value).toBe('Frog King Coin Inu');
    expect(symbolInput().value).toBe('FKCINU');
  });

  it("follows the settings' own preset buttons", () => {
    renderForm({
      presetButtons: [
        {
          id: '9',
          name: 'Baby',
          namePrefix: 'Baby ',
          nameSuffix: '',
          tickerPrefix: 'BABY',
          tickerSuffix: '',
          tickerUseFirstWord: true,
          tickerAbbreviate: false,
        },
      ],
    });
    const section = screen.getByRole('region', { name: DEPLOY_TEXT.presets });
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Baby']);
  });
});

describe('the translate-to-Chinese button', () => {
  it('needs a name, then replaces it with the translation and keeps the symbol', async () => {
    const { deploy, user } = renderForm();
    expect((translateButton() as HTMLButtonElement).disabled).toBe(true);
    act(() => deploy.open(samplePrefill({ tokenName: 'Frog King', ticker: 'FROG' })));
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    await user.click(translateButton());
    expect(screen.getByRole('button', { name: 'Translating...' })).toBeTruthy();
    const call = sent(fetch);
    expect(call.url).toBe('/api/translate-text');
    expect(call.body).toEqual({ text: 'Frog King', source_lang: 'EN', target_lang: 'ZH' });
    expect(new Headers(call.init?.headers).get('x-session-id')).toBe('sess-alice');

    await act(async () => answer.resolve(jsonResponse({ success: true, translation: '青蛙王' })));
    expect(nameInput().value).toBe('青蛙王');
    expect(symbolInput().value).toBe('FROG');
    expect(translateButton()).toBeTruthy();
  });

  it.each([
    [
      () => jsonResponse({ success: false, error: 'text must not be empty' }),
      'Translation failed: text must not be empty',
    ],
    [() => jsonResponse({ success: false }), 'Translation failed: Unknown error'],
    [
      () => jsonResponse({ success: false, error: TRANSLATE_MESSAGES.notConfigured }, 503),
      TRANSLATE_TEXT_MESSAGES.failed(TRANSLATE_MESSAGES.notConfigured),
    ],
    [
      () => jsonResponse({ success: false, error: TRANSLATE_MESSAGES.upstreamFailed }, 502),
      TRANSLATE_TEXT_MESSAGES.failedRetry,
    ],
    [
      () => {
        throw new TypeError('Failed to fetch');
      },
      TRANSLATE_TEXT_MESSAGES.failedRetry,
    ],
  ])('says why a translation failed (%#) and keeps the name', async (answer, message) => {
    const { deploy, user } = renderForm();
    act(() => deploy.open(samplePrefill({ tokenName: 'Frog King' })));
    stubFetch(answer);
    await user.click(translateButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(nameInput().value).toBe('Frog King');
  });
});

describe('the translate button by the name, on a server without a translator', () => {
  it('is not offered when session_ready says the server cannot translate, and is when it can', () => {
    storeWallets(SOLANA_WALLET);
    const kit = startDeploy();
    const socket = kit.connect();
    renderDeploy(<TokenDeployForm variant="dock" />, kit);
    expect(translateButton()).toBeTruthy();
    act(() => socket.receive('session_ready', { username: 'alice', canTranslate: false }));
    expect(screen.queryByRole('button', { name: DEPLOY_TEXT.translateToChinese })).toBeNull();
    act(() => socket.receive('session_ready', { username: 'alice', canTranslate: true }));
    expect(translateButton()).toBeTruthy();
  });
});
