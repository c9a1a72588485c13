// A project opened by hand or named by a link (/dashboard?project={id}, a notification's): the board and an
// admin's disputes queue open either from the projects they list, so a link to a project the person may not see
// opens nothing; closing the linked one takes the link out of the URL.
import { useState } from 'react';

export interface LinkedProjectProps {
  /** The project a link asked to open; it opens once it is among those listed. */
  linkedProject?: string | null;
  /** Closing the linked project: the link is taken out of the URL. */
  onCloseLinked?: () => void;
}

/** The id to show (one opened by hand first, else the linked one), how to open one, and how to close it. */
export function useOpenedProject({ linkedProject = null, onCloseLinked }: LinkedProjectProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const close = () => {
    setOpenId(null);
    if (linkedProject !== null) onCloseLinked?.();
  };
  return { shownId: openId ?? linkedProject, open: setOpenId, close };
}
