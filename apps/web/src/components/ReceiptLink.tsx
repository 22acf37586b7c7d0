import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { messages } from '@portal/domain';
import { IconReceipt } from '@tabler/icons-react';

export interface ReceiptLinkProps {
  claimId: string;
  /** Mantine's Button variant: 'light' under a success message, 'subtle' in a table row. */
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /**
   * Read after the label by screen readers only, to tell one row's link from the next, e.g.
   * 'for MRI on March 1, 2026'.
   */
  context?: string;
}

/**
 * Opens a claim's acknowledgment receipt (/admin/claims/:claimId/receipt) in a new tab, where it is
 * printed (numbered on its first print, a reprint after).
 */
export function ReceiptLink({ claimId, variant = 'light', size = 'xs', context }: ReceiptLinkProps) {
  return (
    <Button
      component="a"
      href={`/admin/claims/${encodeURIComponent(claimId)}/receipt`}
      target="_blank"
      rel="noopener"
      variant={variant}
      size={size}
      leftSection={<IconReceipt size={16} aria-hidden />}
    >
      {messages.receiptOpen}
      <VisuallyHidden>
        {context ? ` ${context}` : ''} {messages.receiptOpensNewTab}
      </VisuallyHidden>
    </Button>
  );
}
