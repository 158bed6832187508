import { EXTENSIONS } from '@launchdeck/protocol';
import { ExtensionCard } from '../extensions/ExtensionCard.tsx';
import { ExtensionToken } from '../extensions/ExtensionToken.tsx';
import { EXTENSIONS_TEXT } from '../extensions/strings.ts';
import '../extensions/extensions.css';

/** Our page on using the image extension (apps/web/public/help/), in a new tab. */
const IMAGE_HELP = '/help/image-search-extension.html';

/**
 * DA §2 Extensions: the image-search and vamp extensions to download, the installation steps
 * (download, extract, chrome://extensions, developer mode, Load unpacked), the image
 * extension's help, and the address and token the extensions connect with.
 */
export function Extensions() {
  return (
    <div className="ds-category">
      <p className="ds-hint">{EXTENSIONS_TEXT.intro}</p>
      <ul className="extension-cards">
        <ExtensionCard
          name={EXTENSIONS_TEXT.cards.imageSearch.name}
          what={EXTENSIONS_TEXT.cards.imageSearch.what}
          file={EXTENSIONS.imageSearch.file}
          extra={
            <a
              className="btn btn-ghost ds-small"
              href={IMAGE_HELP}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={EXTENSIONS_TEXT.helpLabel}
            >
              {EXTENSIONS_TEXT.help}
            </a>
          }
        />
        <ExtensionCard
          name={EXTENSIONS_TEXT.cards.vamp.name}
          what={EXTENSIONS_TEXT.cards.vamp.what}
          file={EXTENSIONS.vamp.file}
        />
      </ul>
      <section className="ds-group" aria-label={EXTENSIONS_TEXT.installTitle}>
        <h3 className="ds-group-title">{EXTENSIONS_TEXT.installTitle}</h3>
        <ol className="extension-steps">
          {EXTENSIONS_TEXT.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <ExtensionToken />
    </div>
  );
}
