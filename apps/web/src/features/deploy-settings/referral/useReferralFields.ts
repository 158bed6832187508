import type { ReferralFields } from '@launchdeck/protocol';
import { useState } from 'react';
import { fieldsAt } from './field-problems.ts';

/**
 * The typed fields of a referral form and its one DA §5 problem, shown under the form and marking
 * the fields it is about; typing in a field clears it.
 */
export function useReferralFields<Fields extends Partial<ReferralFields>>(initial: Fields) {
  const [fields, setFields] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    fields,
    problem,
    invalid: fieldsAt(problem, fields),
    edit: (name: keyof Fields) => (value: string) => {
      setFields((current) => ({ ...current, [name]: value }));
      setProblem(null);
    },
    /** Runs the DA §5 check: true when the fields pass, else the problem shows. */
    pass: (check: (fields: Fields) => string | null) => {
      const found = check(fields);
      setProblem(found);
      return found === null;
    },
  };
}
