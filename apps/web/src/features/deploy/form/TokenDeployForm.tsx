import { fieldLimits } from '@launchdeck/protocol';
import { useId, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSession } from '../../session/index.ts';
import { useDeploy, useDeployController } from '../context.tsx';
import { ImageArea } from '../images/ImageArea.tsx';
import { formatBuyAmount, launchBuyAmount } from '../launch/buy-amount.ts';
import { LaunchProgress } from '../launch/LaunchProgress.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import { AmountFields } from './AmountFields.tsx';
import { CountedField, TextField } from './CountedField.tsx';
import { canLaunch } from './form.ts';
import { PlatformButtons } from './PlatformButtons.tsx';
import { PresetButtons } from './PresetButtons.tsx';
import { TranslateNameButton } from './TranslateNameButton.tsx';
import { useAutoFillOnCopy } from './useAutoFillOnCopy.ts';
import { useNameFocus } from './useNameFocus.ts';
import { WalletSelect } from './WalletSelect.tsx';
import '../../../styles/page.css';

/** Where the form is shown: inside the modal, docked beside the feed, or in the pop-out window. */
export type FormVariant = 'modal' | 'dock' | 'popout';

function ConnectionStatus() {
  const connected = useSession((state) => state.connection === 'connected');
  return (
    <span className={connected ? 'status-pill is-ok' : 'status-pill'} role="status">
      {connected ? DEPLOY_TEXT.connected : DEPLOY_TEXT.disconnected}
    </span>
  );
}

function AutoFillOnCopy({ form }: { form: { current: HTMLElement | null } }) {
  const { enabled, toggle } = useAutoFillOnCopy(form);
  return (
    <label className="deploy-check">
      <input type="checkbox" checked={enabled} onChange={(event) => toggle(event.target.checked)} />
      {DEPLOY_TEXT.autoFillOnCopy}
    </label>
  );
}

/**
 * DA §2 Token Deploy form, the same in the modal, the docked panel and the pop-out: connection,
 * wallet, Name and Symbol with counters, links, images, platform, amounts, and 'Launch Token
 * (Enter Key) · Buys 5 SOL' (the exact amount the launch sends, issue 50), enabled with a name, a symbol, a connection and an image. The head and the launch
 * footer (platform, amounts, Launch) stay put while the fields between them scroll, so the
 * launch controls are always in view. Enter in any field
 * submits the form, which launches; the launch runs inside that click or key press, so the
 * trading tab it opens is not blocked as a popup.
 */
export function TokenDeployForm({ variant }: { variant: FormVariant }) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const controller = useDeployController();
  const connected = useSession((state) => state.connection === 'connected');
  const { name, ticker, website, twitter, mode, focusRequest, deploying, notice, ready, spends } =
    useDeploy(
      useShallow((state) => ({
        ...state.form,
        focusRequest: state.focusRequest,
        deploying: state.deploying,
        notice: state.notice,
        ready: canLaunch(state.form, connected),
        spends: formatBuyAmount(
          state.form.mode,
          launchBuyAmount({ place: 'form', form: state.form }),
        ),
      })),
    );
  const highlighted = useNameFocus(nameRef, focusRequest);
  const { nameMax, symbolMax } = fieldLimits(mode);
  const titled = variant !== 'modal'; // the modal's own title says 'Token Deploy'

  return (
    <form
      ref={formRef}
      className={`deploy-form is-${variant}`}
      aria-labelledby={titled ? titleId : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        controller.launch();
      }}
    >
      <div className="deploy-form-head">
        {titled ? (
          <h2 id={titleId} className="deploy-title">
            {DEPLOY_TEXT.title}
          </h2>
        ) : null}
        <ConnectionStatus />
        {variant === 'popout' ? null : (
          <button
            type="button"
            className="btn btn-secondary deploy-popout"
            onClick={controller.popOut}
          >
            {DEPLOY_TEXT.popOut}
          </button>
        )}
      </div>
      <div className="deploy-form-body">
        <WalletSelect />
        <div className="deploy-row">
          <CountedField
            label={DEPLOY_TEXT.name}
            value={name}
            max={nameMax}
            inputRef={nameRef}
            autoFocus
            className={highlighted ? 'is-highlighted deploy-name' : 'deploy-name'}
            onChange={controller.setName}
          />
          <CountedField
            label={DEPLOY_TEXT.symbol}
            value={ticker}
            max={symbolMax}
            className="deploy-symbol"
            onChange={controller.setTicker}
          />
        </div>
        <TranslateNameButton />
        <PresetButtons />
        <TextField
          label={DEPLOY_TEXT.website}
          value={website}
          placeholder="https://"
          onChange={controller.setWebsite}
        />
        <TextField
          label={DEPLOY_TEXT.twitter}
          value={twitter}
          placeholder="https://x.com/…"
          onChange={controller.setTwitter}
        />
        <ImageArea />
        {variant === 'modal' ? null : <AutoFillOnCopy form={formRef} />}
      </div>
      <div className="deploy-form-foot">
        <PlatformButtons />
        <AmountFields />
        {notice ? (
          <p className="deploy-notice" role="alert">
            {notice}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary deploy-launch"
          disabled={!ready || deploying}
        >
          {DEPLOY_TEXT.launch}
          <span className="deploy-launch-amount">{DEPLOY_TEXT.launchSpends(spends)}</span>
        </button>
        <LaunchProgress />
      </div>
    </form>
  );
}
