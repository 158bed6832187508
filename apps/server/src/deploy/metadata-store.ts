/** The token metadata JSON pump tools emit (research §1a), which we host for every launch. */
export type TokenMetadataJson = {
  name: string;
  symbol: string;
  description: string;
  image: string;
  showName: boolean;
  createdOn: string;
  twitter?: string;
  website?: string;
};

/** DESIGN MetadataStore: `put` returns the URI platforms read; our own host is the source of truth. */
export interface MetadataStore {
  put(json: TokenMetadataJson): Promise<{ uri: string }>;
}
