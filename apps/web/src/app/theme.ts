import { createTheme, PasswordInput } from '@mantine/core';

/** Calm, professional look: teal as the primary colour, soft radii, system fonts. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        // Reachable by keyboard; its name avoids the word "password" so the field's label stays unique.
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show typed characters' },
      },
    }),
  },
});
