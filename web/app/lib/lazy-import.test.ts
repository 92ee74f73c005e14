import { describe, expect, it, vi } from 'vitest';
import { lazyImport } from './lazy-import';

describe('lazyImport', () => {
  it('imports once for every caller', async () => {
    const importer = vi.fn(async () => 'module');
    const load = lazyImport(importer);
    expect(await Promise.all([load(), load()])).toEqual(['module', 'module']);
    expect(await load()).toBe('module');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValueOnce('module');
    const load = lazyImport(importer as () => Promise<string>);
    await expect(load()).rejects.toThrow('chunk gone');
    expect(await load()).toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
