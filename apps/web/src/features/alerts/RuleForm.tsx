import {
  ALERT_KINDS,
  ALERT_LIMITS,
  type AlertChannel,
  type AlertKind,
  type AlertRule,
  type AlertRuleBody,
} from '@launchdeck/protocol';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CheckField, RuleFormActions, TextField, toggled } from '../settings-ui/index.ts';
import { alertsApi } from './api.ts';
import { ChannelKindTag } from './ChannelKind.tsx';
import { failureText } from './failure.ts';
import { splitAccounts, splitKeywords } from './format.ts';
import { useSessionId } from './queries.tsx';
import { KIND_LABELS, ALERTS_TEXT as T } from './strings.ts';

type Props = {
  /** The rule edited; none: a new one. */
  rule?: AlertRule;
  /** The trader's channels of every kind, to choose from. */
  channels: readonly AlertChannel[];
  onSaved: (rule: AlertRule) => void;
  onCancel: () => void;
};

/** A new rule's kinds: where contract addresses are posted. */
const NEW_RULE_KINDS: readonly AlertKind[] = ['post', 'reply', 'quote'];

/** Room for the longest accounts list the schema takes (100 handles of 64 characters). */
const ACCOUNTS_TEXT_MAX = ALERT_LIMITS.accountsMax * 66;
const KEYWORDS_TEXT_MAX = ALERT_LIMITS.keywordsMax * (ALERT_LIMITS.keywordMax + 2);

type ChannelCheckProps = {
  channel: AlertChannel;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * A channel to send to: named by its name, its kind (icon and word) and a disabled one's note
 * beside it and read out as its description.
 */
function ChannelCheck({ channel, checked, onChange }: ChannelCheckProps) {
  const aboutId = useId();
  return (
    <div className="ds-check-field alerts-channel-check">
      <label className="ds-check">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={aboutId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="alerts-channel-name">{channel.name}</span>
      </label>
      <span id={aboutId} className="alerts-channel-about">
        <ChannelKindTag kind={channel.kind} />
        {/* Its own word in the description: "Telegram (disabled)". */}
        {channel.disabledAt ? (
          <span className="alerts-check-note"> {T.channelDisabled}</span>
        ) : null}
      </span>
    </div>
  );
}

/**
 * Add or edit a rule: its name, accounts, kinds, the address and keyword conditions, later
 * versions, the channels it sends to (of every kind) and whether it is on. A missing name or
 * kind is said here; anything else the server refuses is said in its own words above Save.
 */
export function RuleForm({ rule, channels: choices, onSaved, onCancel }: Props) {
  const titleId = useId();
  const kindsId = useId();
  const sessionId = useSessionId();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(rule?.name ?? '');
  const [accounts, setAccounts] = useState(rule ? rule.accounts.join(', ') : '');
  const [kinds, setKinds] = useState<AlertKind[]>(rule ? [...rule.kinds] : [...NEW_RULE_KINDS]);
  const [hasAddress, setHasAddress] = useState(rule?.hasAddress ?? false);
  const [keywords, setKeywords] = useState(rule ? rule.keywords.join(', ') : '');
  const [memeWords, setMemeWords] = useState(rule?.memeWords ?? false);
  const [updates, setUpdates] = useState(rule?.updates ?? false);
  const [channels, setChannels] = useState<string[]>(() =>
    rule ? [...rule.channels] : choices.filter((c) => !c.disabledAt).map((c) => c.id),
  );
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [nameError, setNameError] = useState<string | null>(null);
  const [kindsError, setKindsError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId || busy) return;
    const missingName = name.trim() === '';
    const missingKinds = kinds.length === 0;
    setNameError(missingName ? T.nameMissing : null);
    setKindsError(missingKinds ? T.kindsMissing : null);
    setError(null);
    if (missingName || missingKinds) return;
    const body: AlertRuleBody = {
      name: name.trim(),
      accounts: splitAccounts(accounts),
      kinds: ALERT_KINDS.filter((kind) => kinds.includes(kind)),
      hasAddress,
      keywords: splitKeywords(keywords),
      memeWords,
      updates,
      channels: channels.filter((id) => choices.some((channel) => channel.id === id)),
      enabled,
    };
    setBusy(true);
    try {
      const answer = rule
        ? await alertsApi.updateRule(sessionId, rule.id, body)
        : await alertsApi.createRule(sessionId, body);
      setBusy(false);
      onSaved(answer);
    } catch (failure) {
      setError(failureText(failure, T.saveFailed));
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="ds-card alerts-form alerts-rule-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
    >
      <h4 id={titleId} className="alerts-form-title">
        {rule ? T.editRuleTitle(rule.name) : T.newRuleTitle}
      </h4>
      <TextField
        label={T.nameLabel}
        value={name}
        onChange={setName}
        maxLength={ALERT_LIMITS.nameMax}
        placeholder={T.namePlaceholder}
        error={nameError}
      />
      <TextField
        label={T.accountsLabel}
        value={accounts}
        onChange={setAccounts}
        maxLength={ACCOUNTS_TEXT_MAX}
        placeholder={T.accountsPlaceholder}
        hint={T.accountsHint}
      />
      <fieldset
        className="ds-group alerts-fieldset"
        aria-describedby={kindsError ? `${kindsId}-error` : undefined}
      >
        <legend className="ds-label">{T.kindsLegend}</legend>
        <div className="alerts-kinds">
          {ALERT_KINDS.map((kind) => (
            <CheckField
              key={kind}
              label={KIND_LABELS[kind]}
              checked={kinds.includes(kind)}
              onChange={(on) => setKinds((was) => toggled(was, kind, on))}
            />
          ))}
        </div>
        {kindsError ? (
          <span id={`${kindsId}-error`} className="ds-field-error" role="alert">
            {kindsError}
          </span>
        ) : null}
      </fieldset>
      <CheckField
        label={T.hasAddressLabel}
        checked={hasAddress}
        onChange={setHasAddress}
        hint={T.hasAddressHint}
      />
      <TextField
        label={T.keywordsLabel}
        value={keywords}
        onChange={setKeywords}
        maxLength={KEYWORDS_TEXT_MAX}
        placeholder={T.keywordsPlaceholder}
        hint={T.keywordsHint}
      />
      <CheckField
        label={T.memeWordsLabel}
        checked={memeWords}
        onChange={setMemeWords}
        hint={T.memeWordsHint}
      />
      <CheckField
        label={T.updatesLabel}
        checked={updates}
        onChange={setUpdates}
        hint={T.updatesHint}
      />
      <fieldset className="ds-group alerts-fieldset">
        <legend className="ds-label">{T.channelsLegend}</legend>
        {choices.length === 0 ? (
          <p className="ds-hint">{T.noChannels}</p>
        ) : (
          <div className="alerts-channel-checks">
            {choices.map((channel) => (
              <ChannelCheck
                key={channel.id}
                channel={channel}
                checked={channels.includes(channel.id)}
                onChange={(on) => setChannels((was) => toggled(was, channel.id, on))}
              />
            ))}
          </div>
        )}
      </fieldset>
      <label className="switch setting-switch">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
        {T.ruleEnabledLabel}
      </label>
      <RuleFormActions prefix="alerts" text={T} refusal={error} busy={busy} onCancel={onCancel} />
    </form>
  );
}
