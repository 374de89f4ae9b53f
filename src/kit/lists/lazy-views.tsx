// The parts of a list that only some lists show, loaded where they show rather than with every list (issue 29): the
// rows dragged in order (dnd-kit), export and import (the form's validator), applying rows to other sites and the
// runs to resume (the site picker, the change table). A list of another kind does not load them.
import type { ComponentProps } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { WhenIdle } from '../../components/when-idle';
import type { ApplyRulesButton } from '../bulk/ApplyButtons';
import type { RuleTransfer } from '../RuleTransfer';
import type { Row } from './scope';
import type { Values } from './use-rule-list';

export const LazyRuleOrderedList = lazyPart(() => import('./RuleOrderedList').then((module) => module.RuleOrderedList));
const ResumeRunsPart = lazyPart(() => import('../bulk/ResumeRuns').then((module) => module.ResumeRuns));
/** The banner of unfinished runs, asked for once the page is idle: a list's first paint does not wait for it. */
export const LazyResumeRuns = (props: ComponentProps<typeof ResumeRunsPart>) => (
  <WhenIdle>
    <ResumeRunsPart {...props} />
  </WhenIdle>
);
export const LazyApplyRulesButton = lazyPart<ComponentProps<typeof ApplyRulesButton<Row>>>(() => import('../bulk/ApplyButtons').then((module) => module.ApplyRulesButton<Row>));
export const LazyRuleTransfer = lazyPart<ComponentProps<typeof RuleTransfer<Values>>>(() => import('../RuleTransfer').then((module) => module.RuleTransfer<Values>));
