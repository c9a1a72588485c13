// Files the platform keeps for people (ARCHITECTURE 'Ports'): public images (product photos) and private
// files (resumes) that only a short-lived link opens. Cloudinary in production, the local disk locally.

export interface UploadedFile {
  bytes: Buffer;
  /** The type the bytes were found to be (never the browser's claim). */
  mime: string;
  extension: string;
}

export interface StoredImage {
  /** Where anyone may load it (SPEC 7 calls it secure_url). */
  url: string;
}

export interface StoredPrivateFile {
  /** How to ask for it later: a read link or its removal. Never a URL anyone could open. */
  ref: string;
}

/** How a private link hands its file over: downloaded under `name`, or shown by the browser (a photo). */
export interface PrivateLinkAs {
  name: string;
  inline: boolean;
}

export interface Media {
  storeImage(file: UploadedFile, folder: string): Promise<StoredImage>;
  /** Removes an image this adapter stored, by its URL; a URL it never issued is left alone. */
  removeImage(url: string): Promise<void>;
  storePrivateFile(file: UploadedFile, folder: string): Promise<StoredPrivateFile>;
  /**
   * A link that opens the private file for `ttlSeconds`, then no longer; downloaded, under `as.name` when given, or
   * shown by the browser when `as.inline` and the file is a kind it shows as it is (an image).
   */
  privateLink(ref: string, ttlSeconds: number, as?: PrivateLinkAs): Promise<string>;
  removePrivateFile(ref: string): Promise<void>;
  /** A private file's bytes, for the server's own use (a person's data download, decision 040). */
  readPrivateFile(ref: string): Promise<Buffer>;
  /** An image's bytes by its URL; null for a URL this adapter never issued, or one that no longer loads. */
  readImage(url: string): Promise<Buffer | null>;
}
