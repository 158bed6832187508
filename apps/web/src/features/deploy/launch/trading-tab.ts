/**
 * FC §4: the trading page opens on a successful deploy. The answer arrives after the click, and
 * popup blockers refuse window.open outside a click, so the tab is opened blank in the click (or
 * Enter) itself, then pointed at the page on success or closed on failure.
 */
export type TradingTab = {
  navigate: (url: string) => void;
  close: () => void;
};

export type OpenTradingTab = () => TradingTab | null;

export const openBlankTab: OpenTradingTab = () => {
  const opened = window.open('about:blank', '_blank');
  if (!opened) return null; // blocked: the toast still links to the page
  // The trading site must not reach back into this page through window.opener.
  opened.opener = null;
  return {
    navigate: (url) => {
      opened.location.href = url;
    },
    close: () => opened.close(),
  };
};
