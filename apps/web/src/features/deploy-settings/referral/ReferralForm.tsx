import type { FormEvent, ReactNode } from 'react';

type Props = {
  /** The form's heading and accessible name. */
  title: string;
  className?: string;
  onSubmit: () => void;
  /** A DA §5 problem, shown under the fields. */
  problem?: string | null;
  /** The buttons under the fields. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A form of the Referral category: its title, its fields, a problem, then its buttons. */
export function ReferralForm({ title, className, onSubmit, problem, actions, children }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className={className ? `ds-group referral-form ${className}` : 'ds-group referral-form'}
      aria-label={title}
      noValidate
      onSubmit={submit}
    >
      <h3 className="ds-group-title">{title}</h3>
      {children}
      {problem ? (
        <p className="ds-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {actions ? <div className="referral-actions">{actions}</div> : null}
    </form>
  );
}
