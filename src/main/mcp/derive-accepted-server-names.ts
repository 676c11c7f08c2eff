/**
 * Pure: the stored servers with each name an older Gatehouse accepted and McpServerNameSchema now
 * refuses (one ending in `_`, whose tool names read as another server's) renamed without its
 * trailing `_`, made unique with `-2`, `-3`, …, so the list still loads instead of counting as
 * damaged (which would lose every server). Entries that are not server records pass unchanged.
 */
export function deriveAcceptedServerNames(stored: readonly unknown[]): unknown[] {
  const named = (s: unknown): s is { name: string } =>
    typeof s === 'object' && s !== null && typeof (s as { name?: unknown }).name === 'string';
  const taken = new Set(stored.filter(named).map((s) => s.name));
  return stored.map((s) => {
    if (!named(s) || !s.name.endsWith('_')) return s;
    const base = s.name.replace(/_+$/, '') || 'server';
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base.slice(0, 36)}-${n}`;
    taken.add(name);
    return { ...s, name };
  });
}
