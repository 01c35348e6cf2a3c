// Reflow checks (WCAG 2.2 SC 1.4.10) as a borrower on a phone would notice them: the page
// scrolls sideways, something sticks out of the screen, a figure is broken across two lines,
// or a stacked table shows a figure without the name of its column.
import type { Page } from '@playwright/test';

export interface ReflowReport {
  viewport: number;
  documentWidth: number;
  /** Text or controls whose box reaches past the right edge of the screen. */
  outside: string[];
  /** Figures (amounts, dates, numbers) wrapped inside themselves, e.g. "20250/101". */
  brokenFigures: string[];
  /** Stacked table cells (not laid out under their column) without a label of their own. */
  unlabelledCells: string[];
}

export async function measureReflow(page: Page, within = 'body'): Promise<ReflowReport> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    const width = window.innerWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        style.clipPath === 'none' &&
        box.width > 1 &&
        box.height > 1 &&
        element.closest('[hidden], .visually-hidden, .skip-link') === null
      );
    };

    const outside: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      const control = element.matches('input, select, textarea, button, img, table, dialog');
      if (!ownText && !control) continue;
      if (!visible(element)) continue;
      if (element.getBoundingClientRect().right > width + 0.5) outside.push(describe(element));
    }

    const brokenFigures: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const figure = /\(?-?\$?\d[\d,./:]*\d%?\)?/g;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!node.parentElement || !visible(node.parentElement)) continue;
      for (const match of text.matchAll(figure)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.bottom)));
        if (lines.size > 1) brokenFigures.push(match[0]);
      }
    }

    const unlabelledCells: string[] = [];
    for (const table of root.querySelectorAll('table')) {
      if (!visible(table)) continue;
      const headerRow = table.querySelector('thead tr');
      if (!headerRow) continue;
      const headers = [...headerRow.children].map((cell) => (cell.textContent ?? '').trim());
      for (const row of table.querySelectorAll('tbody tr')) {
        [...row.children].forEach((cell, index) => {
          const header = headers[index] ?? '';
          // A row header (th) names its stacked row; figures sit in the data cells.
          if (cell.tagName !== 'TD' || !header || (cell.textContent ?? '').trim() === '') return;
          // A cell laid out as a table cell sits under its column's header; any other layout
          // (stacked rows) must show the column's name itself.
          if (getComputedStyle(cell).display === 'table-cell') return;
          const label = getComputedStyle(cell, '::before').content;
          if (!label.includes(header)) unlabelledCells.push(`${header}: ${cell.textContent}`);
        });
      }
    }

    return {
      viewport: width,
      documentWidth: document.documentElement.scrollWidth,
      outside,
      brokenFigures,
      unlabelledCells,
    };
  }, within);
}

/** What a borrower must never meet: one list, empty when the page reflows. */
export function reflowProblems(report: ReflowReport): string[] {
  return [
    ...(report.documentWidth > report.viewport
      ? [`document is ${report.documentWidth} px wide in a ${report.viewport} px viewport`]
      : []),
    ...report.outside.map((what) => `outside the screen: ${what}`),
    ...report.brokenFigures.map((what) => `figure broken across lines: ${what}`),
    ...report.unlabelledCells.map((what) => `stacked cell without its label: ${what}`),
  ];
}
