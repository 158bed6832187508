import { type Post, TRANSLATION_BLOCKS } from '@launchdeck/protocol';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createSessionController, SessionProvider } from '../../../src/features/session/index.ts';
import { TranslationProvider } from '../../../src/features/translation/context.tsx';
import { createTranslationStore } from '../../../src/features/translation/store.ts';
import { TranslateButton } from '../../../src/features/translation/TranslateButton.tsx';
import { TranslatedText } from '../../../src/features/translation/TranslatedText.tsx';
import { usePostTranslation } from '../../../src/features/translation/usePostTranslation.ts';
import { fakeSocketFactory } from '../../fake-socket.ts';

export const SESSION_ID = 'sess-translate';

/** A card as the cards feature builds one: the button, and each block's English under it. */
function TranslatingCard({ post }: { post: Post }) {
  const translation = usePostTranslation(post);
  return (
    <article>
      <TranslateButton translation={translation} />
      {TRANSLATION_BLOCKS.map((block) => (
        <div key={block} data-testid={block}>
          <TranslatedText translation={translation} block={block} />
        </div>
      ))}
    </article>
  );
}

/** Renders the card inside a logged-in session and a translation store of its own, as the app does. */
export function renderCard(post: Post) {
  const sockets = fakeSocketFactory();
  const session = createSessionController({ createSocket: sockets.create });
  session.logIn({ sessionId: SESSION_ID, username: 'reader', isAdmin: false });
  const translations = createTranslationStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TranslationProvider controller={translations}>
      <SessionProvider controller={session}>{children}</SessionProvider>
    </TranslationProvider>
  );
  const view = render(<TranslatingCard post={post} />, { wrapper });
  return {
    ...view,
    socket: sockets.latest(),
    remount: () => view.rerender(<TranslatingCard key="again" post={post} />),
  };
}
