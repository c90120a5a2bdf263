import { useEffect, useRef } from 'react';

/**
 * The status tabs of a member's list scroll sideways on a phone (count-tabs.module.css): the
 * selected one, from the address or chosen by keyboard, is brought into the row's view, without
 * moving the page.
 *
 *   const tabList = useSelectedTabInView(tab);
 *   <Tabs.List ref={tabList} className={tabClasses.tabList}>
 */
export function useSelectedTabInView(selected: string) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const bringIntoView = () => {
      const tab = row.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!tab) return;
      const rowBox = row.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      const margin = 16;
      if (tabBox.left < rowBox.left) row.scrollLeft -= rowBox.left - tabBox.left + margin;
      else if (tabBox.right > rowBox.right) row.scrollLeft += tabBox.right - rowBox.right + margin;
    };
    bringIntoView();
    // The counts arrive after the tabs and widen them, which moves the selected one again.
    const observer = new ResizeObserver(bringIntoView);
    row.querySelectorAll('[role="tab"]').forEach((tab) => observer.observe(tab));
    return () => observer.disconnect();
  }, [selected]);
  return list;
}
