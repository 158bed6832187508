import {
  ALERT_KINDS,
  ALERT_LIMITS,
  type AlertKind,
  AUTO_LAUNCH_IMAGES,
  AUTO_LAUNCH_LIMITS,
  type AutoLaunchRule,
  chainOfMode,
  DEPLOY_MODES,
  type DeployMode,
  shortAddress,
} from '@launchdeck/protocol';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CodeField } from '../account-security/index.ts';
import { useChannels } from '../alerts/queries.tsx';
import { KIND_LABELS } from '../alerts/strings.ts';
import { PLATFORM_NAMES } from '../launches/launches-text.ts';
import { useTrackerSettings } from '../settings/context.tsx';
import {
  CheckField,
  RuleFormActions,
  SettingSwitch,
  TextField,
  toggled,
} from '../settings-ui/index.ts';
import { chainOf, useWallets, useWalletsState } from '../wallets/index.ts';
import { autoLaunchApi } from './api.ts';
import { ChannelsFieldset } from './ChannelsFieldset.tsx';
import { refusalOf } from './failure.ts';
import { NumberInput, SelectInput } from './fields.tsx';
import {
  blankDraft,
  checkDraft,
  draftOf,
  type RuleDraft,
  type RuleErrors,
  type RuleImage,
} from './format.ts';
import { useSessionId } from './queries.tsx';
import { BUY_UNITS, IMAGE_LABELS, AUTO_LAUNCH_TEXT as T } from './strings.ts';

type Props = {
  /** The rule edited; none: a new one. */
  rule?: AutoLaunchRule;
  onSaved: (rule: AutoLaunchRule) => void;
  onCancel: () => void;
};

/** Room for the longest accounts list the schema takes (handles of 64 characters). */
const ACCOUNTS_TEXT_MAX = ALERT_LIMITS.accountsMax * 66;
const KEYWORDS_TEXT_MAX = ALERT_LIMITS.keywordsMax * (ALERT_LIMITS.keywordMax + 2);
const NO_PRESET = '';

/** The wallets of the platform's chain, and the one to start with (the chain's active one). */
function useChainWallets(mode: DeployMode) {
  const chain = chainOfMode(mode);
  const all = useWallets();
  const wallets = all.filter((wallet) => chainOf(wallet) === chain);
  const activeHandle = useWalletsState((state) => state.active[chain]);
  const first = wallets.find((wallet) => wallet.api_key === activeHandle) ?? wallets[0];
  /** A wallet of the trader's on another chain (the platform was changed). */
  const otherChain = (handle: string) =>
    all.some((wallet) => wallet.api_key === handle && chainOf(wallet) !== chain);
  return { wallets, first: first?.api_key ?? '', otherChain };
}

/**
 * Add or edit an auto-launch rule: which posts fire it, what it launches (platform, a wallet of
 * that platform's chain, first buy, image, a preset copied in), its limits, the trader's alert
 * channels told of each fire, dry run (on for a new rule) and whether it is on, with the two-factor code a new rule, turning one on or raising it
 * needs. The values are checked with the protocol's AutoLaunchRuleBody first, each problem under
 * its field; the server's refusal under the field it names, the code's under the code, the rest
 * under the form.
 */
export function RuleForm({ rule, onSaved, onCancel }: Props) {
  const titleId = useId();
  const kindsId = useId();
  const sessionId = useSessionId();
  const form = useRef<HTMLFormElement>(null);
  const defaultMode = useTrackerSettings((settings) => settings.defaultMode);
  const presets = useTrackerSettings((settings) => settings.presets);
  const [draft, setDraft] = useState<RuleDraft>(() =>
    rule ? draftOf(rule) : blankDraft(defaultMode, ''),
  );
  const chain = useChainWallets(draft.mode);
  const listedChannels = useChannels().data?.channels;
  const [errors, setErrors] = useState<RuleErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<RuleDraft>) => setDraft((was) => ({ ...was, ...patch }));
  const unit = BUY_UNITS[draft.mode];

  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);

  // No wallet chosen yet (a new rule), or one of another chain (the platform changed): the
  // chain's active one. A saved rule's wallet no longer listed stays unchosen, said on Save.
  const walletListed = chain.wallets.some((wallet) => wallet.api_key === draft.wallet);
  const pickFirst = draft.wallet === '' || chain.otherChain(draft.wallet);
  useEffect(() => {
    if (pickFirst && chain.first !== '' && draft.wallet !== chain.first)
      setDraft((was) => ({ ...was, wallet: chain.first }));
  }, [pickFirst, chain.first, draft.wallet]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId || busy) return;
    setRefusal(null);
    // A channel deleted since the rule was saved is no longer told (nor refused by the server).
    const channels = listedChannels
      ? draft.channels.filter((id) => listedChannels.some((channel) => channel.id === id))
      : draft.channels;
    const checked = checkDraft({ ...draft, channels });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = rule
        ? await autoLaunchApi.updateRule(sessionId, rule.id, checked.body)
        : await autoLaunchApi.createRule(sessionId, checked.body);
      setBusy(false);
      onSaved(saved);
    } catch (failure) {
      const refused = refusalOf(failure, T.saveFailed);
      setErrors(refused.errors);
      setRefusal(refused.form);
      setBusy(false);
    }
  };

  // The preset saved with the rule stays choosable though the settings no longer hold it.
  const savedCopy = draft.preset && !presets.some((preset) => preset.id === draft.preset?.id);
  const presetOptions = [
    { value: NO_PRESET, label: T.noPreset },
    ...(savedCopy && draft.preset
      ? [{ value: draft.preset.id, label: T.savedPreset(draft.preset.name) }]
      : []),
    ...presets.map((preset) => ({ value: preset.id, label: preset.name })),
  ];
  const choosePreset = (id: string) => {
    if (id === NO_PRESET) set({ preset: null });
    else if (id !== draft.preset?.id) set({ preset: presets.find((p) => p.id === id) ?? null });
  };

  const walletOptions =
    chain.wallets.length === 0
      ? [{ value: '', label: T.noWallet }]
      : [
          ...(walletListed ? [] : [{ value: '', label: T.chooseWallet }]),
          ...chain.wallets.map((wallet) => ({
            value: wallet.api_key,
            label: shortAddress(wallet.address),
            title: wallet.address,
          })),
        ];

  return (
    <form
      ref={form}
      className="ds-card al-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
    >
      <h4 id={titleId} className="al-form-title">
        {rule ? T.editRuleTitle(rule.name) : T.newRuleTitle}
      </h4>
      <TextField
        label={T.nameLabel}
        value={draft.name}
        onChange={(name) => set({ name })}
        maxLength={AUTO_LAUNCH_LIMITS.nameMax}
        placeholder={T.namePlaceholder}
        error={errors.name}
        className="al-name-field"
      />

      <fieldset className="ds-group al-fieldset">
        <legend className="al-legend">{T.triggerLegend}</legend>
        <TextField
          label={T.accountsLabel}
          value={draft.accounts}
          onChange={(accounts) => set({ accounts })}
          maxLength={ACCOUNTS_TEXT_MAX}
          placeholder={T.accountsPlaceholder}
          hint={T.accountsHint}
          error={errors['trigger.accounts']}
        />
        <fieldset
          className="ds-group al-fieldset al-kinds-fieldset"
          aria-describedby={errors['trigger.kinds'] ? `${kindsId}-error` : undefined}
        >
          <legend className="ds-label">{T.kindsLegend}</legend>
          <div className="al-kinds">
            {ALERT_KINDS.map((kind: AlertKind) => (
              <CheckField
                key={kind}
                label={KIND_LABELS[kind]}
                checked={draft.kinds.includes(kind)}
                onChange={(on) => set({ kinds: toggled(draft.kinds, kind, on) })}
              />
            ))}
          </div>
          {errors['trigger.kinds'] ? (
            <span id={`${kindsId}-error`} className="ds-field-error" role="alert">
              {errors['trigger.kinds']}
            </span>
          ) : null}
        </fieldset>
        <CheckField
          label={T.hasAddressLabel}
          checked={draft.hasAddress}
          onChange={(hasAddress) => set({ hasAddress })}
          hint={T.hasAddressHint}
        />
        <TextField
          label={T.keywordsLabel}
          value={draft.keywords}
          onChange={(keywords) => set({ keywords })}
          maxLength={KEYWORDS_TEXT_MAX}
          placeholder={T.keywordsPlaceholder}
          hint={T.keywordsHint}
          error={errors['trigger.keywords']}
        />
        <CheckField
          label={T.memeWordsLabel}
          checked={draft.memeWords}
          onChange={(memeWords) => set({ memeWords })}
          hint={T.memeWordsHint}
        />
        <CheckField
          label={T.testPostsLabel}
          checked={draft.testPosts}
          onChange={(testPosts) => set({ testPosts })}
          hint={T.testPostsHint}
        />
      </fieldset>

      <fieldset className="ds-group al-fieldset">
        <legend className="al-legend">{T.actionLegend}</legend>
        <div className="al-row">
          <SelectInput
            label={T.platformLabel}
            value={draft.mode}
            options={DEPLOY_MODES.map((mode) => ({ value: mode, label: PLATFORM_NAMES[mode] }))}
            onChange={(value) => {
              const mode = DEPLOY_MODES.find((m) => m === value);
              if (mode) set({ mode });
            }}
            error={errors['action.mode']}
          />
          <SelectInput
            label={T.walletLabel}
            value={walletListed ? draft.wallet : ''}
            options={walletOptions}
            disabled={chain.wallets.length === 0}
            onChange={(wallet) => set({ wallet })}
            hint={chain.wallets.length === 0 ? undefined : T.walletHint(unit)}
            error={errors['action.wallet'] ?? (chain.wallets.length === 0 ? T.noWallet : null)}
          />
          <NumberInput
            label={T.buyAmountLabel(unit)}
            value={draft.buyAmount}
            onChange={(buyAmount) => set({ buyAmount })}
            error={errors['action.buyAmount']}
          />
        </div>
        <div className="al-row">
          <SelectInput
            label={T.imageLabel}
            value={draft.image}
            options={AUTO_LAUNCH_IMAGES.map((image) => ({
              value: image,
              label: IMAGE_LABELS[image],
            }))}
            onChange={(value) => {
              const image = AUTO_LAUNCH_IMAGES.find((i): i is RuleImage => i === value);
              if (image) set({ image });
            }}
            error={errors['action.image']}
            className="al-image-field"
          />
          <SelectInput
            label={T.presetLabel}
            value={draft.preset?.id ?? NO_PRESET}
            options={presetOptions}
            onChange={choosePreset}
            hint={T.presetHint}
            error={errors['action.preset']}
            className="al-wide-field"
          />
        </div>
      </fieldset>

      <fieldset className="ds-group al-fieldset">
        <legend className="al-legend">{T.limitsLegend}</legend>
        <div className="al-row">
          <NumberInput
            label={T.perHourLabel}
            value={draft.perHour}
            onChange={(perHour) => set({ perHour })}
            error={errors['limits.perHour']}
            whole
          />
          <NumberInput
            label={T.perDayLabel}
            value={draft.perDay}
            onChange={(perDay) => set({ perDay })}
            error={errors['limits.perDay']}
            whole
          />
          <NumberInput
            label={T.spendCapLabel(unit)}
            value={draft.spendCap}
            onChange={(spendCap) => set({ spendCap })}
            hint={T.spendCapHint}
            error={errors['limits.spendCap']}
          />
        </div>
        <div className="al-row">
          <NumberInput
            label={T.cooldownLabel}
            value={draft.cooldownSeconds}
            onChange={(cooldownSeconds) => set({ cooldownSeconds })}
            error={errors['limits.cooldownSeconds']}
            whole
          />
          <NumberInput
            label={T.maxPostAgeLabel}
            value={draft.maxPostAgeSeconds}
            onChange={(maxPostAgeSeconds) => set({ maxPostAgeSeconds })}
            hint={T.maxPostAgeHint}
            error={errors.maxPostAgeSeconds}
            whole
          />
        </div>
      </fieldset>

      <ChannelsFieldset
        value={draft.channels}
        onChange={(channels) => {
          set({ channels });
          if (errors.channels) setErrors((was) => ({ ...was, channels: undefined }));
        }}
        error={errors.channels}
      />

      <SettingSwitch
        className="ds-check-field"
        label={T.dryRunLabel}
        checked={draft.dryRun}
        onChange={(dryRun) => set({ dryRun })}
        hint={T.dryRunHint}
      />
      <SettingSwitch
        className="ds-check-field"
        label={T.ruleEnabledLabel}
        checked={draft.enabled}
        onChange={(enabled) => set({ enabled })}
      />
      <div className="al-code">
        <p className="ds-hint">{T.codeHint}</p>
        <CodeField
          value={draft.code}
          onChange={(code) => {
            set({ code });
            if (errors.code) setErrors((was) => ({ ...was, code: undefined }));
          }}
          error={errors.code}
          label={T.codeLabel}
          disabled={busy}
        />
      </div>
      <RuleFormActions prefix="al" text={T} refusal={refusal} busy={busy} onCancel={onCancel} />
    </form>
  );
}
