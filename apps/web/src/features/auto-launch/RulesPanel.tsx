import type { AutoLaunchRule } from '@launchdeck/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RuleListPanel } from '../settings-ui/index.ts';
import { autoLaunchApi } from './api.ts';
import { useAutoLaunchController } from './context.tsx';
import { failureText } from './failure.ts';
import { ruleBody } from './format.ts';
import { AUTO_LAUNCH_QUERIES, useAutoLaunchRules, useSessionId } from './queries.tsx';
import { RuleForm } from './RuleForm.tsx';
import { RuleRow } from './RuleRow.tsx';
import { AUTO_LAUNCH_TEXT as T } from './strings.ts';
import { TurnOnDialog } from './TurnOnDialog.tsx';

/**
 * The trader's auto-launch rules: each with its switch (turning one on asks for the two-factor
 * code), Edit (the form in its place) and Delete after a confirmation; Add rule opens the form
 * under the list.
 */
export function RulesPanel() {
  const sessionId = useSessionId();
  const client = useQueryClient();
  const controller = useAutoLaunchController();
  const list = useAutoLaunchRules();
  const [turningOn, setTurningOn] = useState<AutoLaunchRule | null>(null);
  const refresh = () =>
    client.invalidateQueries({ queryKey: AUTO_LAUNCH_QUERIES.rules(sessionId) });
  return (
    <RuleListPanel<AutoLaunchRule>
      prefix="al"
      text={T}
      list={{ ...list, rules: list.data?.rules ?? [] }}
      sessionId={sessionId}
      refresh={refresh}
      row={(rule, props) => <RuleRow rule={rule} {...props} />}
      form={(rule, done) => <RuleForm rule={rule} {...done} />}
      // Turning a rule on asks for the two-factor code first.
      takeToggle={(rule, enabled) => {
        if (enabled) setTurningOn(rule);
        return enabled;
      }}
      setEnabled={(rule, enabled) =>
        autoLaunchApi.updateRule(sessionId ?? '', rule.id, { ...ruleBody(rule), enabled })
      }
      remove={(rule) => autoLaunchApi.deleteRule(sessionId ?? '', rule.id)}
      // The header's switch leaves with the last rule.
      onRemoved={() => void controller.reload()}
      failureText={failureText}
    >
      {turningOn ? (
        <TurnOnDialog
          rule={turningOn}
          onDone={() => {
            setTurningOn(null);
            void refresh();
          }}
          onCancel={() => setTurningOn(null)}
        />
      ) : null}
    </RuleListPanel>
  );
}
