/** FC §3 account highlights: the words of the section. */
export const HIGHLIGHTS_TEXT = {
  title: 'Account highlights',
  hint: 'Cards from a highlighted account are marked with its colour, so its posts stand out in the feed.',
  defaultColor: 'Default colour',
  defaultColorHint: 'A newly highlighted account starts with this colour.',
  listLabel: 'Highlighted accounts',
  empty: 'No account is highlighted.',
  add: 'Highlight an account',
  enabled: (handle: string) => `Highlight @${handle}`,
  color: (handle: string) => `Colour for @${handle}`,
} as const;
