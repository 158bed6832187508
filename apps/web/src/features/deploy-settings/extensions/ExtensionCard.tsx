import { EXTENSION_DOWNLOAD_PATH } from '@launchdeck/protocol';
import type { ReactNode } from 'react';
import { EXTENSIONS_TEXT } from './strings.ts';

type Props = { name: string; what: string; file: string; extra?: ReactNode };

/** One extension: its name, what it does, and its archive's Download link (DA §7 downloads). */
export function ExtensionCard({ name, what, file, extra }: Props) {
  return (
    <li className="extension-card ds-card" aria-label={name}>
      <h3 className="ds-group-title">{name}</h3>
      <p className="extension-what">{what}</p>
      <div className="extension-card-actions">
        <a
          className="btn btn-primary ds-small"
          href={`${EXTENSION_DOWNLOAD_PATH}${file}`}
          download={file}
          aria-label={`${EXTENSIONS_TEXT.download} ${name}`}
        >
          {EXTENSIONS_TEXT.download}
        </a>
        {extra}
      </div>
    </li>
  );
}
