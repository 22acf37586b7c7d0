import { ActionIcon, Button, type ButtonProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { receiptMessages } from '@portal/domain';
import { IconReceipt } from '@tabler/icons-react';
import { useTexts } from '../lib/i18n/language.ts';

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
  /** Only the icon, with the label as its name and tooltip (a table row, where width is short). */
  iconOnly?: boolean;
}

/**
 * Opens a claim's acknowledgment receipt (/admin/claims/:claimId/receipt) in a new tab, where it is
 * printed (numbered on its first print, a reprint after).
 */
export function ReceiptLink({
  claimId,
  variant = 'light',
  size = 'xs',
  context,
  iconOnly = false,
}: ReceiptLinkProps) {
  const { tr } = useTexts();
  const open = tr(receiptMessages.receiptOpen);
  const newTab = tr(receiptMessages.receiptOpensNewTab);
  const href = `/admin/claims/${encodeURIComponent(claimId)}/receipt`;
  if (iconOnly) {
    return (
      <Tooltip label={open} withArrow>
        <ActionIcon
          component="a"
          href={href}
          target="_blank"
          rel="noopener"
          variant={variant}
          aria-label={`${open}${context ? ` ${context}` : ''} ${newTab}`}
        >
          <IconReceipt size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant={variant}
      size={size}
      leftSection={<IconReceipt size={16} aria-hidden />}
    >
      {open}
      <VisuallyHidden>
        {context ? ` ${context}` : ''} {newTab}
      </VisuallyHidden>
    </Button>
  );
}
