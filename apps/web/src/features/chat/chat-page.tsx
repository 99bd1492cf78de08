import { PRODUCT_NAME } from '@app/contract/brand';
import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

/** The chat screen: the product has no chat yet, so it says so instead of pretending. */
export function ChatPage() {
  return (
    <>
      <title>{`Chat · ${PRODUCT_NAME}`}</title>
      <PageHeader title="Chat" />
      <EmptyState Icon={MessagesSquare} title="Chat is not available yet" />
    </>
  );
}
