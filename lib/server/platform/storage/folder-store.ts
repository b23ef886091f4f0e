import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedFolder, checkedKey, type FileStore } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a folder of this instance's disk (DATA_DIR/uploads by default): private (0700 folders,
 * 0600 files, never under public/) and written whole, then renamed into place, so a reader never
 * sees half a file. `root` is asked on every call: tests move DATA_DIR between files.
 */
export function folderStore(root: () => string): FileStore {
  const fileOf = (key: string) => path.join(root(), ...checkedKey(key).split('/'));

  return {
    kind: 'folder',

    async save(key, bytes) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
      try {
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    async keys(folder) {
      const base = path.join(root(), ...checkedFolder(folder).split('/'));
      try {
        const entries = await readdir(base, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
          .map(
            (entry) =>
              folder + path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
          );
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
  };
}
