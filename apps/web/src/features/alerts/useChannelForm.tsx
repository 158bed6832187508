import type { AlertChannel, CreateAlertChannelBody } from '@launchdeck/protocol';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { alertsApi } from './api.ts';
import { checkBody, type FieldErrors, refusalOf } from './channel-body.ts';
import { useSessionId } from './queries.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

export type ChannelFormSpec<S extends z.ZodType<CreateAlertChannelBody>, F extends string> = {
  /** The protocol's body schema the values are checked with before they are sent. */
  schema: S;
  fields: readonly F[];
  /** The body as typed (checked with `schema`). */
  body: () => unknown;
  /** Said when the add fails with no words of the server's. */
  failed: string;
  /** The field a 400 naming none is about (refusalOf). */
  unnamed?: F;
  /** Empties the fields once the channel is added. */
  reset: () => void;
  onCreated: (channel: AlertChannel) => void;
};

/**
 * What adding a Telegram chat or a Discord webhook shares: the values checked with the protocol's
 * schema (each field's sentence under it), then POST /api/alert-channels; the server's refusal
 * under the field it names or under the form, "Added …" once it is added.
 */
export function useChannelForm<S extends z.ZodType<CreateAlertChannelBody>, F extends string>(
  spec: ChannelFormSpec<S, F>,
) {
  const sessionId = useSessionId();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId || busy) return;
    setRefusal(null);
    setAdded(null);
    const checked = checkBody(spec.schema, spec.body(), spec.fields);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const made = await alertsApi.createChannel(sessionId, checked.body);
      spec.reset();
      setAdded(T.added(made.name));
      spec.onCreated(made);
    } catch (error) {
      const { field, text } = refusalOf(error, spec.fields, spec.failed, spec.unnamed);
      if (field) setErrors({ [field]: text } as FieldErrors<F>);
      else setRefusal(text);
    }
    setBusy(false);
  };

  return { errors, refusal, added, busy, submit };
}

/** Under a channel form: why it was refused (an alert), or that the channel was added (a status). */
export function FormOutcome({ refusal, added }: { refusal: string | null; added: string | null }) {
  return (
    <>
      {refusal ? (
        <p className="ds-field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {added ? (
        <p className="alerts-added" role="status">
          {added}
        </p>
      ) : null}
    </>
  );
}
