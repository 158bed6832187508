import { type Author, bareHandle } from '@launchdeck/protocol';
import { CARD_TEXT } from './strings.ts';

/** The people a card names: watched authors, quoted, reposted, followed accounts. */
export type Person = {
  handle?: string | undefined;
  name?: string | undefined;
  avatar?: string | undefined;
  verified?: boolean | undefined;
};

export type ShownPerson = {
  name: string;
  handle: string;
  /** False for the 'Unknown' fallback, which links nowhere. */
  known: boolean;
  avatar?: string;
  verified: boolean;
};

/** FC §5: an unknown author shows 'Unknown' and '@unknown'; a nameless one shows the handle. */
export function showPerson(person: Person | Author | undefined): ShownPerson {
  const handle = bareHandle(person?.handle ?? '') || CARD_TEXT.unknownHandle;
  const known = handle !== CARD_TEXT.unknownHandle;
  const name = person?.name?.trim() || (known ? handle : CARD_TEXT.unknownName);
  return {
    name,
    handle,
    known,
    ...(person?.avatar ? { avatar: person.avatar } : {}),
    verified: person?.verified === true,
  };
}
