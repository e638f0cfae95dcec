/**
 * How many of a table's give-way columns (listColumns.giveWayOrder) to leave out so the table fits its box: the
 * box is measured after each render, before the browser paints, and while the table is still wider than the box
 * the next give-way columns go, as many as their drawn widths cover the overflow (one more pass checks the result;
 * going one column a pass drew a wide table again for each). The count starts again from none when the rows change
 * or the box grows (a wider window, the menu closed), so a column comes back as soon as there is room for it.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Sub-pixel rounding is no overflow. */
const SLACK_PX = 1;

/** How many of `columns` (in order, at least one) to leave out to take `overflow` pixels off the table's width. */
function columnsCovering(box: HTMLElement, columns: readonly string[], overflow: number): number {
  const widths = new Map<string, number>();
  for (const cell of box.querySelectorAll<HTMLElement>('thead th')) {
    for (const name of columns) if (cell.classList.contains(`column-${name}`)) widths.set(name, cell.offsetWidth);
  }
  let covered = 0;
  let count = 0;
  while (count < columns.length && covered < overflow) covered += widths.get(columns[count++]) ?? 0;
  return Math.max(count, 1);
}

const overflowOf = (element: HTMLElement): number => element.scrollWidth - element.clientWidth;

export const useFittingColumns = (box: RefObject<HTMLElement | null>, giveWay: readonly string[], rowsKey: unknown): number => {
  const [hidden, setHidden] = useState(0);
  const width = useRef(0);
  const giveWayCount = giveWay.length;

  // new rows (another page, a search) may fit more columns, or fewer: measure from all of them again
  useLayoutEffect(() => setHidden(0), [rowsKey]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || hidden >= giveWayCount) return;
    const overflow = overflowOf(element);
    if (overflow > SLACK_PX) setHidden(Math.min(hidden + columnsCovering(element, giveWay.slice(hidden), overflow), giveWayCount));
  });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    width.current = element.clientWidth;
    const observer = new ResizeObserver(() => {
      const now = element.clientWidth;
      if (now > width.current + SLACK_PX) setHidden(0);
      // a narrower box: leave out one more, and the measuring after that render goes on while it overflows
      else if (overflowOf(element) > SLACK_PX) setHidden((count) => Math.min(count + 1, giveWayCount));
      width.current = now;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, giveWayCount]);

  return Math.min(hidden, giveWayCount);
};
