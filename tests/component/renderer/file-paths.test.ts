// Where the file dialog starts: the folder of the path the engineer has, on either separator.
import { describe, expect, it } from 'vitest';
import { folderOf } from '../../../renderer/file-paths';

describe('folderOf', () => {
  it('is the folder of a path on POSIX or Windows separators, the root for a file at the root', () => {
    expect(folderOf('/home/eng/site/config.json')).toBe('/home/eng/site');
    expect(folderOf('C:\\Users\\eng\\visitors.csv')).toBe('C:\\Users\\eng');
    expect(folderOf('D:/mixed\\dir/file.xlsx')).toBe('D:/mixed\\dir');
    expect(folderOf('/config.json')).toBe('/');
  });

  it('is null for a bare name or nothing typed yet', () => {
    expect(folderOf('visitors.csv')).toBeNull();
    expect(folderOf('')).toBeNull();
  });
});
