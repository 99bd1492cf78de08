import { FAQS, type QA, REASONS } from '../content/faqs';
import type { AccordionItem } from './accordion';

function Answer({ qa }: { qa: QA }) {
  return (
    <div className="space-y-3">
      {qa.answer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

export const toAccordionItems = (list: readonly QA[]): AccordionItem[] =>
  list.map((qa) => ({ id: qa.id, title: qa.question, content: <Answer qa={qa} /> }));

export const FAQ_ITEMS = toAccordionItems(FAQS);
export const REASON_ITEMS = toAccordionItems(REASONS);
