import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

interface RowButtonProps extends Omit<ButtonProps, 'leftSection' | 'size' | 'children'> {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** What screen readers hear: the action and the row it acts on ('Archive Juan Dela Cruz'). */
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/**
 * One row's action in a list (archive a member, undo an import, remove a beneficiary, cancel a
 * message …): a small light button with its icon, named with its row; red by `color`.
 */
export function RowButton({ icon: Icon, label, variant = 'light', children, ...props }: RowButtonProps) {
  return (
    <Button
      size="xs"
      variant={variant}
      leftSection={<Icon size={16} aria-hidden />}
      aria-label={label}
      {...props}
    >
      {children}
    </Button>
  );
}
