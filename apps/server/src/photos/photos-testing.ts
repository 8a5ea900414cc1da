import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every file under a photo folder, relative and sorted; none when the folder is not there yet. */
export async function filesUnder(directory: string): Promise<string[]> {
  try {
    return (await readdir(directory, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
