import { DEPLOY_LIMITS, type DeployMode, type VampCoinData } from '@launchdeck/protocol';
import type { StoreApi } from 'zustand/vanilla';
import { KEYS, read, write } from '../../../lib/storage.ts';
import { withVampUpdate } from '../prefill/vamp-prefill.ts';
import type { DeployState } from '../state.ts';
import type { WalletSource } from '../wallet-source.ts';
import { type BagsFees, savedBagsFees } from './bags-fees.ts';
import { currencyOf, type DeployForm, withName, withoutImage } from './form.ts';
import { BUY_KEYS } from './form-amounts.ts';

export type FormActions = {
  /** Changes the form; the notice under the button is for the form as it was, so it goes. */
  editForm: (change: (form: DeployForm) => DeployForm) => void;
  /** FC §4 vamp update: merges only the fields supplied. */
  applyVampUpdate: (data: VampCoinData) => void;
  setName: (name: string) => void;
  setTicker: (ticker: string) => void;
  setWebsite: (website: string) => void;
  setTwitter: (twitter: string) => void;
  /** DA §4 platform switching: bnb needs a BNB wallet, bags opens its fees, usd1 warns once. */
  setMode: (mode: DeployMode) => void;
  /** DA §2: the bags gear opens the Bags Fee Configuration. */
  openBagsFees: () => void;
  /** 'Save Configuration': the split the next bags launch sends. */
  saveBagsFees: (fees: BagsFees) => void;
  setBuyAmount: (text: string) => void;
  setGwei: (text: string) => void;
  setMultiDeploy: (count: number) => void;
  selectImage: (id: string) => void;
  removeImage: (id: string) => void;
  clearImages: () => void;
  chooseImageType: (kind: 'letter' | 'ascii') => void;
};

/** The deploy form's fields as the trader edits them (DA §2–§5); amounts are remembered. */
export function createFormActions(deps: {
  store: StoreApi<DeployState>;
  wallets: WalletSource;
}): FormActions {
  const { store, wallets } = deps;
  const editForm: FormActions['editForm'] = (change) =>
    store.setState(({ form }) => ({ form: change(form), notice: null }));

  const setMode = (mode: DeployMode) => {
    // DA §4: bnb can be chosen only with a BNB wallet; otherwise the wallet prompt.
    if (mode === 'bnb' && !wallets.active('bnb')) {
      store.setState({ dialog: { kind: 'wallet-missing', chain: 'bnb' } });
      return;
    }
    editForm((form) => ({ ...form, mode }));
    if (mode === 'bags') store.setState({ dialog: { kind: 'bags-fees' } });
    // DA §4: the first pick of usd1 ever shows its warning (flag switched_usd1).
    if (mode === 'usd1' && read(KEYS.switchedUsd1) === null) {
      write(KEYS.switchedUsd1, 'true');
      store.setState({ dialog: { kind: 'usd1-warning' } });
    }
  };

  return {
    editForm,
    applyVampUpdate: (data) => editForm((form) => withVampUpdate(form, data)),
    setName: (name) => editForm((form) => withName(form, name)),
    setTicker: (ticker) => editForm((form) => ({ ...form, ticker, tickerEdited: true })),
    setWebsite: (website) => editForm((form) => ({ ...form, website })),
    setTwitter: (twitter) => editForm((form) => ({ ...form, twitter })),
    setMode,
    openBagsFees: () => store.setState({ dialog: { kind: 'bags-fees' } }),
    saveBagsFees: (fees) => {
      editForm((form) => ({ ...form, bags: savedBagsFees(fees) }));
      store.setState({ dialog: null });
    },
    setBuyAmount: (text) => {
      const currency = currencyOf(store.getState().form.mode);
      write(BUY_KEYS[currency], text.trim() === '' ? null : text.trim());
      editForm((form) => ({ ...form, buyAmounts: { ...form.buyAmounts, [currency]: text } }));
    },
    setGwei: (gwei) => {
      write(KEYS.bnbGwei, gwei.trim() === '' ? null : gwei.trim());
      editForm((form) => ({ ...form, gwei }));
    },
    setMultiDeploy: (count) =>
      editForm((form) => ({
        ...form,
        multiDeploy: Math.min(DEPLOY_LIMITS.multiDeployMax, Math.max(1, Math.round(count))),
      })),
    selectImage: (id) => editForm((form) => ({ ...form, image: { kind: 'image', id } })),
    removeImage: (id) => editForm((form) => withoutImage(form, id)),
    clearImages: () => editForm((form) => ({ ...form, images: [], image: { kind: 'letter' } })),
    chooseImageType: (kind) => editForm((form) => ({ ...form, image: { kind } })),
  };
}
