/**
 * Whether a chosen file can be read as what it claims: an image must decode; a video must not be
 * empty (decoding one needs a media element, and the SDK checks the real capture anyway).
 */
export async function readable(file: File): Promise<boolean> {
  if (file.size === 0) return false;
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
