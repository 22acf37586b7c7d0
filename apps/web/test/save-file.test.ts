import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOB_ADDRESS_MS, saveBlob, saveHref } from '../src/lib/save-file.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The links clicked, as they were when clicked (address, file name, in the page). */
function watchClicks() {
  const clicked: { href: string; download: string; attached: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
  return clicked;
}

describe('saving a file the page made', () => {
  it('saveHref: clicks a link in the page with the address and the file name, and leaves nothing behind', () => {
    const clicked = watchClicks();
    saveHref('data:image/png;base64,AAAA', 'qr-CC-2025-000001.png');
    expect(clicked).toEqual([
      { href: 'data:image/png;base64,AAAA', download: 'qr-CC-2025-000001.png', attached: true },
    ]);
    expect(document.querySelectorAll('a').length).toBe(0);
  });

  it("saveBlob: the Blob's address, let go only once the download has read it", () => {
    vi.useFakeTimers();
    const clicked = watchClicks();
    const blob = new Blob(['a,b\n'], { type: 'text/csv' });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portal/1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);

    saveBlob(blob, 'refused-rows-members.csv');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:portal/1', download: 'refused-rows-members.csv', attached: true },
    ]);
    vi.advanceTimersByTime(BLOB_ADDRESS_MS - 1);
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoked).toHaveBeenCalledWith('blob:portal/1');
  });
});
