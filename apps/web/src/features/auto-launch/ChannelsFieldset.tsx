import { useId } from 'react';
import { useChannels } from '../alerts/queries.tsx';
import { CHANNEL_KIND_LABELS } from '../alerts/strings.ts';
import { CheckField, toggled } from '../settings-ui/index.ts';
import { AUTO_LAUNCH_TEXT as T } from './strings.ts';

type Props = {
  /** The ids ticked. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The refusal about the channels (a 400 naming `channels`). */
  error?: string;
};

/**
 * "Tell my alert channels": one checkbox per alert channel of the trader's (the ones Settings →
 * Alerts manages, every kind), named by its name with its kind under it, a disabled one shown and
 * marked so; none yet: where they are added. A refusal about them is said under the group.
 */
export function ChannelsFieldset({ value, onChange, error }: Props) {
  const id = useId();
  const channels = useChannels();
  const list = channels.data?.channels;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [list && list.length > 0 ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  let body = <p className="ds-hint">{T.channelsLoading}</p>;
  if (channels.isError && !list)
    body = (
      <p className="ds-hint">
        {T.channelsFailed}{' '}
        <button
          type="button"
          className="btn btn-secondary ds-small"
          onClick={() => void channels.refetch()}
        >
          {T.retryLoad}
        </button>
      </p>
    );
  else if (list && list.length === 0) body = <p className="ds-hint">{T.noChannels}</p>;
  else if (list)
    body = (
      <>
        <p id={hintId} className="ds-hint">
          {T.channelsHint}
        </p>
        <div className="al-kinds">
          {list.map((channel) => (
            <CheckField
              key={channel.id}
              label={channel.name}
              hint={T.channelAbout(CHANNEL_KIND_LABELS[channel.kind], Boolean(channel.disabledAt))}
              checked={value.includes(channel.id)}
              onChange={(on) => onChange(toggled(value, channel.id, on))}
            />
          ))}
        </div>
      </>
    );

  return (
    <fieldset className="ds-group al-fieldset" aria-describedby={described || undefined}>
      <legend className="al-legend">{T.channelsLegend}</legend>
      {body}
      {error ? (
        <span id={errorId} className="ds-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
