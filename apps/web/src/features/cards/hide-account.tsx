import { createContext, type ReactNode, useContext } from 'react';

type HideAccount = (handle: string) => void;

/**
 * FC §4 "Hiding an account turns all seven filters on": the filters' action, handed to the cards
 * by the feed views (filters/HideAccountScope). A context of one stable function, so a card reads
 * it without subscribing to any store. Without a provider the cards offer no Hide account.
 */
const HideAccountContext = createContext<HideAccount | null>(null);

export function HideAccountProvider({
  hideAccount,
  children,
}: {
  hideAccount: HideAccount;
  children?: ReactNode;
}) {
  return <HideAccountContext.Provider value={hideAccount}>{children}</HideAccountContext.Provider>;
}

export const useHideAccount = () => useContext(HideAccountContext);
