export { ContractAddressChip } from './ContractAddressChip.tsx';
export { type CardKind, cardKindOf } from './card-kind.ts';
export { FeedCard } from './FeedCard.tsx';
export { PostText } from './PostText.tsx';
