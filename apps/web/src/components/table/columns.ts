/** Spec section 5. */
export const LAST_COLUMN_MESSAGE = 'At least one column must remain visible.';

export interface ColumnToggle {
  visible: string[];
  /** Set when the change was refused. */
  error: string | null;
}

/**
 * Shows or hides one column, keeping the table's column order; hiding the last visible column is
 * refused with the spec's message.
 */
export function toggleColumn(order: readonly string[], visible: readonly string[], key: string): ColumnToggle {
  if (visible.includes(key)) {
    if (visible.length === 1) return { visible: [...visible], error: LAST_COLUMN_MESSAGE };
    return { visible: visible.filter((column) => column !== key), error: null };
  }
  return { visible: order.filter((column) => column === key || visible.includes(column)), error: null };
}
