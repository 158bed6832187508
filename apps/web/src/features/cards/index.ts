export { Avatar } from './Avatar.tsx';
export { ContractAddressChip } from './ContractAddressChip.tsx';
export { FeedCard } from './FeedCard.tsx';
export { PostText } from './PostText.tsx';
