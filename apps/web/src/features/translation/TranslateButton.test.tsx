import {
  SESSION_HEADER,
  TRANSLATE_MESSAGES,
  TRANSLATION_TEXT,
  toParagraphHtml,
} from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, sent, stubFetch } from '../../../test/fake-fetch.ts';
import { renderCard, SESSION_ID } from '../../../test/features/translation/support.tsx';

const russianQuote = () =>
  makePost({
    text: '新代币今天上线',
    replyTo: { text: '   ' },
    quotedTweet: { handle: 'ivan', text: 'Привет & <всем>' },
  });

const translated = (...blocks: string[]) => ({
  success: true,
  translation: toParagraphHtml(blocks),
});

describe('TranslateButton and TranslatedText', () => {
  it('offer nothing for a post in a Latin script', () => {
    renderCard(makePost({ text: 'Launching a new token today' }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offer nothing when the server has no translator set up (issue 50)', () => {
    const { socket } = renderCard(russianQuote());
    expect(screen.getByRole('button', { name: TRANSLATION_TEXT.button })).toBeTruthy();
    act(() => {
      socket.receive('connect');
      socket.receive('session_ready', { username: 'reader', canTranslate: false });
    });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offer nothing for a site message, whatever its script', () => {
    renderCard(makePost({ text: '新代币今天上线', isSiteMessage: true }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("show 'Translating...' while busy, then the English text under each block", async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    renderCard(russianQuote());
    await userEvent.click(screen.getByRole('button', { name: TRANSLATION_TEXT.button }));

    const busy = screen.getByRole('button', { name: TRANSLATION_TEXT.busy }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    // FC §7: the non-empty blocks in order post, reply, quote, retweeted quote.
    const request = sent(fetch);
    expect(request.url).toBe('/api/translate');
    expect(request.body).toEqual({
      tweetId: expect.any(String),
      text: '<p>新代币今天上线</p><p>Привет &amp; &lt;всем&gt;</p>',
    });
    expect(new Headers(request.init?.headers).get(SESSION_HEADER)).toBe(SESSION_ID);

    answer.resolve(jsonResponse(translated('New token launches today', 'Hello & <everyone>')));
    expect(await screen.findByText('New token launches today')).toBeTruthy();
    expect(within(screen.getByTestId('quote')).getByText('Hello & <everyone>')).toBeTruthy();
    expect(screen.getByTestId('reply').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("say 'Translation failed.' when the server refuses, and let the reader try again", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ success: false, error: 'The translation service failed.' }, 502)
        : jsonResponse(translated('New token launches today', 'Hello everyone'));
    });
    renderCard(russianQuote());
    await userEvent.click(screen.getByRole('button', { name: TRANSLATION_TEXT.button }));
    expect(await screen.findByText(TRANSLATION_TEXT.failed)).toBeTruthy();
    expect(warn).toHaveBeenCalled(); // the reason goes to the console, not the card

    await userEvent.click(screen.getByRole('button', { name: TRANSLATION_TEXT.button }));
    expect(await screen.findByText('Hello everyone')).toBeTruthy();
    expect(screen.queryByText(TRANSLATION_TEXT.failed)).toBeNull();
  });

  const failures: Array<[string, () => Response | Promise<Response>]> = [
    ['the server is unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'an unconfigured server',
      () => jsonResponse({ success: false, error: TRANSLATE_MESSAGES.notConfigured }, 503),
    ],
    ['a success flag of false', () => jsonResponse({ success: false, error: 'No.' })],
    ['fewer paragraphs than blocks', () => jsonResponse(translated('only one'))],
    [
      'markup in the translation',
      () => jsonResponse({ success: true, translation: '<p><img src=x></p><p>b</p>' }),
    ],
  ];
  it.each(failures)("say 'Translation failed.' when %s", async (_name, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(answer);
    renderCard(russianQuote());
    await userEvent.click(screen.getByRole('button', { name: TRANSLATION_TEXT.button }));
    expect(await screen.findByText(TRANSLATION_TEXT.failed)).toBeTruthy();
  });

  it('render hostile translated text as text', async () => {
    stubFetch(() =>
      jsonResponse(translated('<img src=x onerror=alert(1)>', '<script>alert(1)</script>')),
    );
    const { container } = renderCard(russianQuote());
    await userEvent.click(screen.getByRole('button', { name: TRANSLATION_TEXT.button }));
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('keep the translation when the card re-mounts', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const { remount } = renderCard(russianQuote());
    await userEvent.click(screen.getByRole('button', { name: TRANSLATION_TEXT.button }));

    remount();
    expect(screen.getByRole('button', { name: TRANSLATION_TEXT.busy })).toBeTruthy();
    answer.resolve(jsonResponse(translated('New token launches today', 'Hello everyone')));
    await waitFor(() => expect(screen.getByText('New token launches today')).toBeTruthy());
    remount();
    expect(screen.getByText('Hello everyone')).toBeTruthy();
  });
});
