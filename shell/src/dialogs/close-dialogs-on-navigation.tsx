// A question belongs to the page that asked it: when the route changes (Back, a link, a redirect)
// every dialog the shell shows is dismissed as cancelled, so none stays over another page where
// its confirm button would still act (e.g. "Are you sure you want to submit?" over the dashboard).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dialogQueue, type DialogQueue } from './dialog-store';

export function CloseDialogsOnNavigation({ queue = dialogQueue }: { queue?: DialogQueue }) {
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    queue.getState().dismissAll();
  }, [pathname, queue]);
  return null;
}
