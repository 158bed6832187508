import { MESSAGES, UI } from '@launchdeck/protocol';

/** FC §2 / DA §2: the two windows that can be popped out of the main screen. */
export const POPOUT_KINDS = ['feed', 'panel'] as const;
export type PopoutKind = (typeof POPOUT_KINDS)[number];

const WINDOWS = { feed: UI.popoutFeed, panel: UI.popoutPanel } as const;

export function isPopoutKind(value: string | null): value is PopoutKind {
  return POPOUT_KINDS.some((kind) => kind === value);
}

/** Opens (or refocuses) the named pop-out window; a blocked pop-up gets the spec's alert. */
export function openPopout(
  kind: PopoutKind,
  host: Pick<Window, 'open' | 'alert'> = window,
): Window | null {
  const { name, width, height } = WINDOWS[kind];
  const opened = host.open(`/?popout=${kind}`, name, `width=${width},height=${height}`);
  if (!opened) host.alert(MESSAGES.popupBlocked);
  return opened;
}
