// A file's size as people read it: whole kilobytes under a megabyte (never '0 KB'), else megabytes to one place.
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
