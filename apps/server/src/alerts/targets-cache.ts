import type { AlertChannels, ChannelTarget } from './channels-repository.ts';

/**
 * The channels' targets (their decrypted secrets) kept in this process between sends, so an alert
 * its outbox turn sends at once costs no query and no decryption. Valid for one rules version
 * (outbox.ts bumpRulesVersion: any change to a channel, on any node, moves it, and the turn reads
 * it under the cursor's lock): `forVersion` drops them when the version the turn matched with
 * moves. Retries and tests read the channels afresh (DeliveryWorker).
 */
export class TargetsCache implements Pick<AlertChannels, 'targets'> {
  private version: number | undefined;
  private readonly kept = new Map<string, ChannelTarget>();

  constructor(private readonly channels: Pick<AlertChannels, 'targets'>) {}

  /** The rules version the node now matches with; a new one drops what was kept. */
  forVersion(version: number): void {
    if (version === this.version) return;
    this.version = version;
    this.kept.clear();
  }

  async targets(ids: string[]): Promise<Map<string, ChannelTarget>> {
    const missing = ids.filter((id) => !this.kept.has(id));
    if (missing.length > 0) {
      const version = this.version;
      const read = await this.channels.targets(missing);
      // Kept only when the version did not move meanwhile; a disabled channel is not in `read`.
      if (version === this.version) for (const [id, target] of read) this.kept.set(id, target);
      const found = new Map<string, ChannelTarget>();
      for (const id of ids) {
        const target = this.kept.get(id) ?? read.get(id);
        if (target) found.set(id, target);
      }
      return found;
    }
    return new Map(ids.map((id) => [id, this.kept.get(id) as ChannelTarget]));
  }

  /** A channel turned off here: not sent to from the cache again. */
  drop(id: string): void {
    this.kept.delete(id);
  }
}
