import { bagsCreatorShare, DEPLOY_MESSAGES, isBagsClaimerHandle } from '@launchdeck/protocol';
import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Modal } from '../../modal/index.ts';
import { useDeploy, useDeployController } from '../context.tsx';
import { claimerInput, effectiveSplit } from '../form/bags-fees.ts';
import { QUICK_SELECT_MAX } from '../prefill/prefill.ts';
import { DEPLOY_TEXT } from '../strings.ts';
import '../form/token-deploy-form.css';
import './bags-fee-modal.css';

/**
 * DA §2 / §5 Bags Fee Configuration: the fee claimer's username ('@' dropped as typed), the
 * creator's share 0–100 (the claimer gets the rest), quick-select of the post's handles, and
 * 'Save Configuration'; × or Cancel closes without saving. With no claimer the creator gets all
 * the fees (as the server does), so the share slider waits for a claimer.
 */
export function BagsFeeModal() {
  const { saved, handles } = useDeploy(
    useShallow((state) => ({ saved: state.form.bags, handles: state.form.postHandles })),
  );
  const { saveBagsFees, dismissDialog } = useDeployController();
  const [claimer, setClaimer] = useState(saved.claimer);
  const [creatorShare, setCreatorShare] = useState(saved.creatorShare);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const claimerId = useId();
  const shareId = useId();
  const split = effectiveSplit({ claimer, creatorShare });

  const save = () => {
    if (claimer !== '' && !isBagsClaimerHandle(claimer)) {
      setError(DEPLOY_MESSAGES.bagsClaimerHandle);
      return;
    }
    saveBagsFees({ claimer, creatorShare });
  };
  const choose = (handle: string) => {
    setClaimer(claimerInput(handle));
    setError(null);
  };

  return (
    <Modal
      title={DEPLOY_TEXT.bagsFeesTitle}
      className="deploy-bags"
      onClose={dismissDialog}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={dismissDialog}>
            {DEPLOY_TEXT.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn-primary">
            {DEPLOY_TEXT.bagsSave}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="deploy-bags-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="deploy-field">
          <label htmlFor={claimerId}>{DEPLOY_TEXT.bagsClaimer}</label>
          <input
            id={claimerId}
            type="text"
            value={claimer}
            placeholder={DEPLOY_TEXT.bagsClaimerPlaceholder}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            aria-invalid={error ? true : undefined}
            onChange={(event) => choose(event.target.value)}
          />
        </div>
        {handles.length > 0 ? (
          <fieldset className="deploy-bags-handles">
            <legend>{DEPLOY_TEXT.bagsHandlesInPost}</legend>
            {handles.slice(0, QUICK_SELECT_MAX).map((handle) => (
              <button
                key={handle}
                type="button"
                className="deploy-bags-handle"
                aria-pressed={handle.toLowerCase() === claimer.toLowerCase()}
                onClick={() => choose(handle)}
              >
                @{handle}
              </button>
            ))}
          </fieldset>
        ) : null}
        <div className="deploy-field">
          <div className="deploy-label-row">
            <label htmlFor={shareId}>{DEPLOY_TEXT.bagsCreatorShare}</label>
            <output htmlFor={shareId} className="deploy-counter">
              {split.creator}%
            </output>
          </div>
          <input
            id={shareId}
            type="range"
            min={0}
            max={100}
            step={1}
            value={split.creator}
            disabled={claimer === ''}
            onChange={(event) => setCreatorShare(bagsCreatorShare(Number(event.target.value)))}
          />
        </div>
        <p className="deploy-bags-split">{DEPLOY_TEXT.bagsYouGet(split.creator)}</p>
        <p className="deploy-bags-split">{DEPLOY_TEXT.bagsClaimerGets(claimer, split.claimer)}</p>
        {claimer === '' ? <p className="deploy-hint">{DEPLOY_TEXT.bagsNoClaimer}</p> : null}
        {error ? (
          <p className="deploy-notice" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
