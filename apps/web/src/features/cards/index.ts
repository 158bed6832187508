export { Avatar } from './Avatar.tsx';
export { ContractAddressChip } from './ContractAddressChip.tsx';
export { FeedCard } from './FeedCard.tsx';
export { HideAccountProvider } from './hide-account.tsx';
export { PostText } from './PostText.tsx';
