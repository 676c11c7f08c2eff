// A plan's checklist items as update_plan's arguments carry them, apart from the schemas
// (src/shared/tools.ts builds PlanItemSchema from these), so the window reads a plan card without a
// schema library in its first script.

export const PLAN_ITEM_STATUSES = ['pending', 'in_progress', 'done'] as const;
export const PLAN_ITEM_TEXT_MAX_CHARS = 500;

export interface PlanItem {
  text: string;
  status: (typeof PLAN_ITEM_STATUSES)[number];
}

function readPlanItem(value: unknown): PlanItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { text, status } = value as Record<string, unknown>;
  if (typeof text !== 'string' || text.length < 1 || text.length > PLAN_ITEM_TEXT_MAX_CHARS) return null;
  if (!(PLAN_ITEM_STATUSES as readonly unknown[]).includes(status)) return null;
  return { text, status: status as PlanItem['status'] };
}

/**
 * Pure. The checklist of a plan call's arguments (`{ items: [...] }`), each item as PlanItemSchema
 * reads it (other keys left out), or null when the arguments are not a plan.
 */
export function readPlanItems(args: unknown): PlanItem[] | null {
  if (typeof args !== 'object' || args === null) return null;
  const { items } = args as Record<string, unknown>;
  if (!Array.isArray(items)) return null;
  const read: PlanItem[] = [];
  for (const item of items) {
    const planItem = readPlanItem(item);
    if (planItem === null) return null;
    read.push(planItem);
  }
  return read;
}
