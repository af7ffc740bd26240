/**
 * Images the app saves and shares (the farm QR label; decision 048). Capacitor has no photo-library plugin of its
 * own, so 저장 writes the PNG with `@capacitor/filesystem` to Documents/물멍: on Android the shared Documents folder
 * (the Files app; gallery apps list it), on iOS the app's Documents folder, shown in the Files app under 물멍
 * (UIFileSharingEnabled). 공유 writes it to the cache and opens the system share sheet (`@capacitor/share`), whose
 * "이미지 저장" puts it in the photo library on iOS.
 */
import { Directory, Filesystem } from "@capacitor/filesystem";
import { Share } from "@capacitor/share";

/** The folder saved images go to, under Documents. */
export const SAVE_FOLDER = "물멍";

/** "data:image/png;base64,AAAA" → "AAAA". */
export function base64Of(dataUri: string): string {
  const comma = dataUri.indexOf(",");
  return comma < 0 ? dataUri : dataUri.slice(comma + 1);
}

/** A file name without what file systems refuse. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\s]+/g, "-").replace(/^-+|-+$/g, "") || "image";
}

/** Saves a PNG data URI to Documents/물멍; answers the file's address. */
export async function saveImage(dataUri: string, fileName: string): Promise<string> {
  const written = await Filesystem.writeFile({
    path: `${SAVE_FOLDER}/${safeFileName(fileName)}`,
    data: base64Of(dataUri),
    directory: Directory.Documents,
    recursive: true,
  });
  return written.uri;
}

/** Opens the share sheet with the image (and a link); false when the member closed it without sharing. */
export async function shareImage(
  dataUri: string,
  fileName: string,
  message: { title: string; text?: string; url?: string },
): Promise<boolean> {
  const written = await Filesystem.writeFile({
    path: safeFileName(fileName),
    data: base64Of(dataUri),
    directory: Directory.Cache,
  });
  try {
    await Share.share({ ...message, files: [written.uri], dialogTitle: message.title });
    return true;
  } catch (error) {
    // Closing the sheet rejects with "Share canceled": not a failure.
    if (error instanceof Error && /cancel/i.test(error.message)) return false;
    throw error;
  }
}

/** Opens the share sheet with a link (the farm's 공유). */
export async function shareLink(message: { title: string; url: string }): Promise<void> {
  try {
    await Share.share({ ...message, dialogTitle: message.title });
  } catch (error) {
    if (!(error instanceof Error && /cancel/i.test(error.message))) throw error;
  }
}
