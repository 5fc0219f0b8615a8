import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBrowserDownload } from './browser-download';

describe('startBrowserDownload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a download link to the address, then takes it away', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.isConnected).toBe(true);
      clicked.push(this);
    });
    startBrowserDownload('/files/abc', '보도자료.pdf');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe('/files/abc');
    expect(clicked[0]!.download).toBe('보도자료.pdf');
    expect(clicked[0]!.isConnected).toBe(false);
  });
});
