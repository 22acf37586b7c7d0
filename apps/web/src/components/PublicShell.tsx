import { Box, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ProgramBrand } from './ProgramBrand.tsx';

/**
 * The public pages' backdrop and banner (login, register, reset, /scan, /member-profile): the
 * program's name and the language switch above one centred column of `width` px that fits a phone;
 * `children` are the page's main content (and footer).
 */
export function PublicShell({
  width,
  brandSize,
  children,
}: {
  width: number;
  brandSize?: number;
  children: ReactNode;
}) {
  return (
    <Box
      mih="100vh"
      py={{ base: 'md', sm: 48 }}
      px={{ base: 'xs', sm: 'md' }}
      bg="var(--mantine-color-gray-0)"
    >
      <Stack gap="md" w="100%" maw={width} mx="auto">
        <Stack component="header" gap="xs" align="center">
          <ProgramBrand size={brandSize} />
          <LanguageSwitch />
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
