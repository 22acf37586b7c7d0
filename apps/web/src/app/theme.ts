import { type CSSVariablesResolver, createTheme, darken, luminance, PasswordInput } from '@mantine/core';
import { frameText } from '@portal/domain';

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened in small steps until it reads at 4.5:1 (WCAG AA, with a margin) on every background. */
function readable(color: string, backgrounds: string[]): string {
  let result = color;
  for (let step = 1; step <= 20 && backgrounds.some((bg) => contrast(result, bg) < 4.6); step++) {
    result = darken(color, step * 0.04);
  }
  return result;
}

/** The names of Mantine's own buttons (frame-text.ts), in the page's language. */
type FrameLabels = { readonly [K in keyof typeof frameText]: string };

/**
 * Calm, professional look: teal as the primary colour, soft radii, system fonts; `labels` name
 * Mantine's own buttons in the page's language (English by default).
 */
export const themeWith = (labels: FrameLabels = frameText) =>
  createTheme({
    primaryColor: 'teal',
    // teal 9 carries white text at 5.0:1 (teal 8 was 3.9:1); the other colours are darkened as needed below.
    primaryShade: { light: 9, dark: 6 },
    defaultRadius: 'md',
    // Modals, menus and popovers appear at once for whoever asks the system for less motion.
    respectReducedMotion: true,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '650' },
    components: {
      PasswordInput: PasswordInput.extend({
        defaultProps: {
          // Reachable by keyboard; its name avoids the word "password" so the field's label stays unique.
          visibilityToggleFocusable: true,
          visibilityToggleButtonProps: { 'aria-label': labels.showTypedCharacters },
        },
      }),
      // Plain objects, not Modal.extend: the entry chunk (the login page) need not carry the modal's code.
      Modal: {
        defaultProps: {
          // The × has a name; a modal's <header> is not a second banner landmark of the page.
          closeButtonProps: { 'aria-label': labels.closeDialog },
          attributes: { header: { role: 'none' } },
        },
      },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.closeNotification } } },
    },
  });

export const theme = themeWith();

/**
 * Light-scheme colours that reach 4.5:1 where text is drawn (issue 13): helper text (dimmed) and
 * error text darker, and for every palette the filled colour (white text on it; text on white or
 * the pages' gray 0), its hover (darker still) and the light variant's text (badges, the active
 * navigation item, on the colour's pale background) darkened only as far as needed.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const page = [t.white, t.colors.gray[0]];
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark') continue;
    const filled = readable(shades[9], page);
    light[`--mantine-color-${name}-filled`] = filled;
    // Hovered, a filled button darkens: Mantine would lighten the darkest shade instead (9 → 8), and
    // white text on teal 8 reads at 3.9:1 — a button under the mouse failed the contrast check.
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    light[`--mantine-color-${name}-light-color`] = readable(shades[9], [shades[1], shades[0], ...page]);
  }
  return { variables: {}, light, dark: {} };
};
