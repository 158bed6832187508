export { Avatar } from './Avatar.tsx';
export { ContractAddressChip } from './ContractAddressChip.tsx';
export { ExternalLink } from './ExternalLink.tsx';
export { FeedCard } from './FeedCard.tsx';
export { HideAccountProvider } from './hide-account.tsx';
export { CopyIcon } from './icons.tsx';
export { AddressMarketLine } from './market/AddressMarketLine.tsx';
export {
  AddressMarketsProvider,
  MarketFormatProvider,
  useAddressMarket,
} from './market/context.tsx';
export { PostText } from './PostText.tsx';
