/**
 * How many of a table's give-way columns (listColumns.giveWayOrder) to leave out so the table fits its box: the
 * box is measured after each render, before the browser paints, and one more column goes while the table is still
 * wider than the box. The count starts again from none when the rows change or the box grows (a wider window, the
 * menu closed), so a column comes back as soon as there is room for it.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Sub-pixel rounding is no overflow. */
const SLACK_PX = 1;

export const useFittingColumns = (box: RefObject<HTMLElement | null>, giveWayCount: number, rowsKey: unknown): number => {
  const [hidden, setHidden] = useState(0);
  const width = useRef(0);

  // new rows (another page, a search) may fit more columns, or fewer: measure from all of them again
  useLayoutEffect(() => setHidden(0), [rowsKey]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (element.scrollWidth > element.clientWidth + SLACK_PX && hidden < giveWayCount) setHidden(hidden + 1);
  });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    width.current = element.clientWidth;
    const observer = new ResizeObserver(() => {
      const now = element.clientWidth;
      if (now > width.current + SLACK_PX) setHidden(0);
      // a narrower box: leave out one more, and the measuring after that render goes on while it overflows
      else if (element.scrollWidth > now + SLACK_PX) setHidden((count) => Math.min(count + 1, giveWayCount));
      width.current = now;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, giveWayCount]);

  return Math.min(hidden, giveWayCount);
};
