import { describe, expect, it } from 'vitest';
import { DISK_LOW_BYTES, formatBytes, isDiskSpaceLow } from '../src/disk-space.ts';
import { isCatalogueMessage } from '../src/message-catalogue.ts';
import { outageMessages } from '../src/outage-messages.ts';

const GB = 1024 ** 3;

describe('isDiskSpaceLow: less than 10 % or less than 1 GB free', () => {
  it('warns below 1 GB on a small disk and below 10 % on a large one', () => {
    expect(isDiskSpaceLow({ freeBytes: DISK_LOW_BYTES - 1, totalBytes: 4 * GB })).toBe(true);
    expect(isDiskSpaceLow({ freeBytes: DISK_LOW_BYTES, totalBytes: 4 * GB })).toBe(false);
    expect(isDiskSpaceLow({ freeBytes: 49 * GB, totalBytes: 500 * GB })).toBe(true);
    expect(isDiskSpaceLow({ freeBytes: 50 * GB, totalBytes: 500 * GB })).toBe(false);
    expect(isDiskSpaceLow({ freeBytes: 0, totalBytes: 0 })).toBe(true);
  });
});

describe('formatBytes', () => {
  it('names bytes in the largest unit, one decimal below 10', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatBytes(0.95 * GB)).toBe('973 MB');
    expect(formatBytes(23.4 * GB)).toBe('23 GB');
    expect(formatBytes(-5)).toBe('0 bytes');
  });
});

describe('the outage refusals are catalogue messages (they pass userFacingMessage)', () => {
  it.each(['storageUnavailable', 'diskFull', 'shuttingDown'] as const)('%s', (name) => {
    expect(isCatalogueMessage(outageMessages[name])).toBe(true);
  });
});
