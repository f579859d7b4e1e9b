import type { UploadedImage } from '../plugins/uploads';
import type { AppContext } from './context';
import type { StoredImage } from './image-store';

/**
 * Writes uploaded images to the store before the database work; `discard` removes them again if
 * that work fails, so a refused request leaves no orphan files.
 */
export async function storeUploads(ctx: AppContext, uploads: UploadedImage[]) {
  const stored: StoredImage[] = [];
  try {
    for (const upload of uploads)
      stored.push(await ctx.images.save(upload.content, upload.extension));
  } catch (error) {
    await removeImages(
      ctx,
      stored.map((image) => image.name),
    );
    throw error;
  }
  return {
    stored,
    discard: () =>
      removeImages(
        ctx,
        stored.map((image) => image.name),
      ),
  };
}

/** Removes image files; a file already gone is not an error. */
export async function removeImages(ctx: AppContext, names: (string | null | undefined)[]) {
  await Promise.all(
    names
      .filter((name): name is string => Boolean(name))
      .map((name) => ctx.images.remove(name).catch(() => undefined)),
  );
}

/** Runs `work` with freshly stored uploads; on failure the files are removed and the error rethrown. */
export async function withStoredUploads<T>(
  ctx: AppContext,
  uploads: UploadedImage[],
  work: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const { stored, discard } = await storeUploads(ctx, uploads);
  try {
    return await work(stored);
  } catch (error) {
    await discard();
    throw error;
  }
}

/** The columns of a row's one picture, for a freshly stored image (none without one). */
const imageColumns = (stored: StoredImage | undefined) =>
  stored ? { imageName: stored.name, imagePath: stored.path } : {};

/**
 * Saves a row with one picture (a category's icon, a banner's image): a new `image` is stored
 * before `save` writes the row with its columns, and the file it replaces (`replaced`) is removed
 * only once the row names the new one.
 */
export async function saveWithImage<T>(
  ctx: AppContext,
  image: UploadedImage | undefined,
  replaced: string | null,
  save: (columns: { imageName?: string; imagePath?: string }) => Promise<T>,
): Promise<T> {
  const saved = await withStoredUploads(ctx, image ? [image] : [], ([stored]) =>
    save(imageColumns(stored)),
  );
  if (image) await removeImages(ctx, [replaced]);
  return saved;
}
