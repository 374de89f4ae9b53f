// WAF (spec 2: firewall; spec 7: WAF): the site's WAF modules, each a choice of rules of the built-in
// OWASP-style rule set with what their catches get, bound to domains (forms/user/lists/waf.list.json); and the
// rule set itself (forms/user/lists/waf-rules.list.json, read-only). What is particular to the modules: the rule
// choices come from the server.
import { Stack } from '@mantine/core';
import wafList from '../../../../forms/user/lists/waf.list.json';
import ruleSetList from '../../../../forms/user/lists/waf-rules.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { listTab } from '../lists';

const RULE_SET = defineList(ruleSetList);

export default listTab(defineList(wafList), RuleSet);

function RuleSet() {
  return (
    <Stack mt="xl">
      <RuleList list={RULE_SET} />
    </Stack>
  );
}
