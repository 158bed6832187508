import type { MemeSettings, TrackerSettings } from '@launchdeck/protocol';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { fakeSocketFactory } from '../../test/fake-socket.ts';
import { createDeployController, DeployProvider } from '../deploy/index.ts';
import { MemeWordsProvider } from '../meme-words/index.ts';
import { makeMemeWords } from '../meme-words/test-support.tsx';
import { createSessionController, SessionProvider } from '../session/index.ts';
import { TrackerSettingsProvider } from '../settings/index.ts';
import { makeTrackerSettings } from '../settings/test-support.tsx';
import { createTranslationStore, TranslationProvider } from '../translation/index.ts';

/**
 * Renders card parts the way the app does: inside a session (translation reads it), with a
 * translation store, a deploy store (the Deploy button), tracker settings of the test's own,
 * `settings` applied over the defaults, and the trader's meme words (`memes`, else the defaults).
 */
export function renderCardPart(
  ui: ReactElement,
  settings: Partial<TrackerSettings> = {},
  memes?: MemeSettings,
) {
  const session = createSessionController({ createSocket: fakeSocketFactory().create });
  const store = makeTrackerSettings(settings);
  const deploy = createDeployController({
    session,
    settings: store,
    wallets: { active: () => null },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TrackerSettingsProvider controller={store}>
      <SessionProvider controller={session}>
        <TranslationProvider controller={createTranslationStore()}>
          <MemeWordsProvider controller={makeMemeWords(memes)}>
            <DeployProvider controller={deploy}>{children}</DeployProvider>
          </MemeWordsProvider>
        </TranslationProvider>
      </SessionProvider>
    </TrackerSettingsProvider>
  );
  return { ...render(ui, { wrapper }), settings: store, deploy };
}

/** Every element under root, as tag names: hostile text must add none. */
export function elementTags(root: Element): string[] {
  return Array.from(root.querySelectorAll('*'), (element) => element.tagName.toLowerCase());
}
