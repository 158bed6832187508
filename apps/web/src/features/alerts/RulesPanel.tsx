import type { AlertRule } from '@launchdeck/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { RuleListPanel } from '../settings-ui/index.ts';
import { alertsApi } from './api.ts';
import { failureText } from './failure.ts';
import { ruleBody } from './format.ts';
import { ALERTS_QUERIES, useAlertRules, useChannels, useSessionId } from './queries.tsx';
import { RuleForm } from './RuleForm.tsx';
import { RuleRow } from './RuleRow.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

/**
 * The trader's alert rules, oldest first: each in one line with its on/off switch, Edit (the form
 * in its place) and Delete after a confirmation; Add rule opens the form under the list.
 */
export function RulesPanel() {
  const sessionId = useSessionId();
  const client = useQueryClient();
  const list = useAlertRules();
  const channels = useChannels().data?.channels ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: ALERTS_QUERIES.rules(sessionId) });
  return (
    <RuleListPanel<AlertRule>
      prefix="alerts"
      text={T}
      list={{ ...list, rules: list.data?.rules ?? [] }}
      sessionId={sessionId}
      refresh={refresh}
      row={(rule, props) => <RuleRow rule={rule} channels={channels} {...props} />}
      form={(rule, done) => <RuleForm rule={rule} channels={channels} {...done} />}
      setEnabled={(rule, enabled) =>
        alertsApi.updateRule(sessionId ?? '', rule.id, { ...ruleBody(rule), enabled })
      }
      remove={(rule) => alertsApi.deleteRule(sessionId ?? '', rule.id)}
      failureText={failureText}
    />
  );
}
