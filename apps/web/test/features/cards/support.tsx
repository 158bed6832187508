import type { MemeSettings, TrackerSettings } from '@launchdeck/protocol';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createDeployController, DeployProvider } from '../../../src/features/deploy/index.ts';
import { MemeWordsProvider } from '../../../src/features/meme-words/index.ts';
import { createSessionController, SessionProvider } from '../../../src/features/session/index.ts';
import { TrackerSettingsProvider } from '../../../src/features/settings/index.ts';
import {
  createTranslationStore,
  TranslationProvider,
} from '../../../src/features/translation/index.ts';
import { fakeSocketFactory } from '../../fake-socket.ts';
import { makeMemeWords } from '../meme-words/support.tsx';
import { makeTrackerSettings } from '../settings/support.tsx';

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
