import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Where the specs save the screenshots people look at (kept out of the test results). */
export const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** Whether the page fits the window's width: nothing scrolls sideways. */
export const fitsWidth = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
